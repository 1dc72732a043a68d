// Placeholder until the page is built.
export default function LogoutPage() {
  return <main><h1>LogoutPage</h1></main>;
}
