import { Suspense } from 'react';
import { PageBanner } from '../components/blocks/Banner';
import LoadingState from '../components/LoadingState';
import usePageMeta from '../hooks/usePageMeta';
import { useTranslated } from '../i18n';
import { DONATION_FORM_PAGE as PAGE_TEXT } from '../content/donationForm';
import DonationForm from '../features/donation/DonationForm';
import { DevJourneyLog } from '../features/payments/devJourneyLog';
import { usePaymentConfig } from '../features/payments/usePaymentConfig';

/** /donation/donation-payment: 'Make a Donation', the multi-step donation form (docs/product.md#journeys). */
export default function DonationPaymentPage() {
  const DONATION_FORM_PAGE = useTranslated(PAGE_TEXT);
  usePageMeta(DONATION_FORM_PAGE.title, DONATION_FORM_PAGE.metaDescription);
  const { config } = usePaymentConfig();
  return (
    <>
      <PageBanner page={DONATION_FORM_PAGE} />
      <section className="section">
        <div className="container">
          {config ? (
            <DonationForm config={config} />
          ) : (
            <LoadingState label={DONATION_FORM_PAGE.loadingLabel} />
          )}
          {DevJourneyLog && config && (
            <Suspense fallback={null}>
              <DevJourneyLog machine="donation" />
            </Suspense>
          )}
        </div>
      </section>
    </>
  );
}
