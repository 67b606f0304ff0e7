// Placeholder until this page is built; replaced by its owner.
export default function ContactPage() {
  
  return <h1>ContactPage</h1>;
}
