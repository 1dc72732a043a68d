// Placeholder until the page is built.
export default function LinksPage() {
  return <main><h1>LinksPage</h1></main>;
}
