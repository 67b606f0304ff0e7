// Placeholder until this page is built; replaced by its owner.
export default function HistoryPage() {
  
  return <h1>HistoryPage</h1>;
}
