import { JOIN_US_PAGE, MEMBERSHIP_PRICES } from '../content/joinUs';
import JoinUsForm from '../features/membership/JoinUsForm';
import PaymentFormPage from './paymentFormPage';

/** /join-us: the membership application (docs/product.md#journeys). */
export default function JoinUsPage() {
  return (
    <PaymentFormPage text={JOIN_US_PAGE} values={MEMBERSHIP_PRICES} Form={JoinUsForm} machine="membership" />
  );
}
