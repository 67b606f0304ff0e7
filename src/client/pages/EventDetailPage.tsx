// Placeholder until this page is built; replaced by its owner.
export default function EventDetailPage() {
  
  return <h1>EventDetailPage</h1>;
}
