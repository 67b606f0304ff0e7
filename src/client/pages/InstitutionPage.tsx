// Placeholder until this page is built; replaced by its owner.
export default function InstitutionPage(props: { slug: string }) {
  void props;
  return <h1>InstitutionPage</h1>;
}
