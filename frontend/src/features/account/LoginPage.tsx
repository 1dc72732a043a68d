// Placeholder until the page is built.
export default function LoginPage() {
  return <main><h1>LoginPage</h1></main>;
}
