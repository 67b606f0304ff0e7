// Placeholder until this page is built; replaced by its owner.
export default function AboutPresidentPage() {
  
  return <h1>AboutPresidentPage</h1>;
}
