// Placeholder until the page is built.
export default function LandingPage() {
  return <main><h1>LandingPage</h1></main>;
}
