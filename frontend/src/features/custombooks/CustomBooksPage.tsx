// Placeholder until the page is built.
export default function CustomBooksPage() {
  return <main><h1>CustomBooksPage</h1></main>;
}
