// Placeholder until this page is built; replaced by its owner.
export default function ScholarshipPage() {
  
  return <h1>ScholarshipPage</h1>;
}
