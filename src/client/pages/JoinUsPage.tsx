import { Suspense } from 'react';
import { PageBanner } from '../components/blocks/Banner';
import LoadingState from '../components/LoadingState';
import usePageMeta from '../hooks/usePageMeta';
import { useTranslated } from '../i18n';
import { JOIN_US_PAGE as PAGE_TEXT } from '../content/joinUs';
import JoinUsForm from '../features/membership/JoinUsForm';
import { DevJourneyLog } from '../features/payments/devJourneyLog';
import { usePaymentConfig } from '../features/payments/usePaymentConfig';

/** /join-us: the membership application (docs/product.md#journeys). */
export default function JoinUsPage() {
  const JOIN_US_PAGE = useTranslated(PAGE_TEXT);
  usePageMeta(JOIN_US_PAGE.title, JOIN_US_PAGE.metaDescription);
  const { config } = usePaymentConfig();
  return (
    <>
      <PageBanner page={JOIN_US_PAGE} />
      <section className="section">
        <div className="container">
          {config ? <JoinUsForm config={config} /> : <LoadingState label={JOIN_US_PAGE.loadingLabel} />}
          {DevJourneyLog && config && (
            <Suspense fallback={null}>
              <DevJourneyLog machine="membership" />
            </Suspense>
          )}
        </div>
      </section>
    </>
  );
}
