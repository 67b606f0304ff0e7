// Placeholder until this page is built; replaced by its owner.
export default function EventsPage() {
  
  return <h1>EventsPage</h1>;
}
