import { DONATION_FORM_PAGE } from '../content/donationForm';
import DonationForm from '../features/donation/DonationForm';
import PaymentFormPage from './paymentFormPage';

/** /donation/donation-payment: 'Make a Donation', the multi-step donation form (docs/product.md#journeys). */
export default function DonationPaymentPage() {
  return <PaymentFormPage text={DONATION_FORM_PAGE} Form={DonationForm} machine="donation" />;
}
