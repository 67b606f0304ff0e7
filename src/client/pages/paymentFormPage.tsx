import { Suspense, type ComponentType } from 'react';
import { PageBanner, type PageBannerText } from '../components/blocks/Banner';
import LoadingState from '../components/LoadingState';
import usePageMeta from '../hooks/usePageMeta';
import { useTranslated } from '../i18n';
import { DevJourneyLog } from '../features/payments/devJourneyLog';
import type { PaymentConfig } from '../features/payments/paymentFlow';
import { usePaymentConfig } from '../features/payments/usePaymentConfig';

export interface PaymentFormPageText extends PageBannerText {
  metaDescription: string;
  /** Said while the payment settings load, before the form can show. */
  loadingLabel: string;
}

/**
 * The page of a paying form (a donation, a membership application, docs/product.md#journeys): its banner, then the
 * form once the payment settings have loaded, with the development journey log of its state machine.
 */
export default function PaymentFormPage({
  text,
  values,
  Form,
  machine,
}: {
  text: PaymentFormPageText;
  /** The {placeholders} of the texts (the membership prices); a stable object. */
  values?: Record<string, unknown>;
  Form: ComponentType<{ config: PaymentConfig }>;
  machine: 'donation' | 'membership';
}) {
  const page = useTranslated(text, values);
  usePageMeta(page.title, page.metaDescription);
  const { config } = usePaymentConfig();
  return (
    <>
      <PageBanner page={page} />
      <section className="section">
        <div className="container">
          {config ? <Form config={config} /> : <LoadingState label={page.loadingLabel} />}
          {DevJourneyLog && config && (
            <Suspense fallback={null}>
              <DevJourneyLog machine={machine} />
            </Suspense>
          )}
        </div>
      </section>
    </>
  );
}
