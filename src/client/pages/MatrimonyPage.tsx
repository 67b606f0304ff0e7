// Placeholder until this page is built; replaced by its owner.
export default function MatrimonyPage() {
  
  return <h1>MatrimonyPage</h1>;
}
