// Placeholder until this page is built; replaced by its owner.
export default function AwardsPage() {
  
  return <h1>AwardsPage</h1>;
}
