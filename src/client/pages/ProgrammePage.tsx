// Placeholder until this page is built; replaced by its owner.
export default function ProgrammePage(props: { programme: 'blood-donation-camps' | 'kamveer-arogya-abhiyan' | 'paathshala' }) {
  void props;
  return <h1>ProgrammePage</h1>;
}
