// Placeholder until the page is built.
export default function AskPage() {
  return <main><h1>AskPage</h1></main>;
}
