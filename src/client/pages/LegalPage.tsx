// Placeholder until this page is built; replaced by its owner.
export default function LegalPage(props: { policy: string }) {
  void props;
  return <h1>LegalPage</h1>;
}
