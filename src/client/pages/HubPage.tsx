// Placeholder until this page is built; replaced by its owner.
export default function HubPage(props: { hub: 'education' | 'instil-moral-values' | 'health' | 'social-work' }) {
  void props;
  return <h1>HubPage</h1>;
}
