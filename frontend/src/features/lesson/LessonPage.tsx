// Placeholder until the page is built.
export default function LessonPage() {
  return <main><h1>LessonPage</h1></main>;
}
