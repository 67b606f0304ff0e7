// Placeholder until this page is built; replaced by its owner.
export default function JoinUsPage() {
  
  return <h1>JoinUsPage</h1>;
}
