// Placeholder until this page is built; replaced by its owner.
export default function BoardOfDirectorsPage() {
  
  return <h1>BoardOfDirectorsPage</h1>;
}
