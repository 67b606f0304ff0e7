// Placeholder until this page is built; replaced by its owner.
export default function PublicationPage(props: { publication: string }) {
  void props;
  return <h1>PublicationPage</h1>;
}
