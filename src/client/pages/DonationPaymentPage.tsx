// Placeholder until this page is built; replaced by its owner.
export default function DonationPaymentPage() {
  
  return <h1>DonationPaymentPage</h1>;
}
