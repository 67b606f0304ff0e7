// Placeholder until this page is built; replaced by its owner.
export default function BranchPage(props: { branch: string }) {
  void props;
  return <h1>BranchPage</h1>;
}
