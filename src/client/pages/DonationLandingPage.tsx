// Placeholder until this page is built; replaced by its owner.
export default function DonationLandingPage() {
  
  return <h1>DonationLandingPage</h1>;
}
