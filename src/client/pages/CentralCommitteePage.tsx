// Placeholder until this page is built; replaced by its owner.
export default function CentralCommitteePage() {
  
  return <h1>CentralCommitteePage</h1>;
}
