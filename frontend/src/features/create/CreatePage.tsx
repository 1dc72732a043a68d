// Placeholder until the page is built.
export default function CreatePage() {
  return <main><h1>CreatePage</h1></main>;
}
