import { JOIN_US_PAGE } from '../content/joinUs';
import JoinUsForm from '../features/membership/JoinUsForm';
import PaymentFormPage from './paymentFormPage';

/** /join-us: the membership application (docs/product.md#journeys). */
export default function JoinUsPage() {
  return <PaymentFormPage text={JOIN_US_PAGE} Form={JoinUsForm} machine="membership" />;
}
