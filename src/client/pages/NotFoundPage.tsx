// Placeholder until this page is built; replaced by its owner.
export default function NotFoundPage() {
  
  return <h1>NotFoundPage</h1>;
}
