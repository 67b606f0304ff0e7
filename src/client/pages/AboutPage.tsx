// Placeholder until this page is built; replaced by its owner.
export default function AboutPage() {
  
  return <h1>AboutPage</h1>;
}
