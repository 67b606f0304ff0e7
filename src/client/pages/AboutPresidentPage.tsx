import { useGetPresidentQuery } from '../features/president/presidentApi';
import usePageMeta from '../hooks/usePageMeta';
import { PageBanner } from '../components/blocks/Banner';
import PageSection from '../components/blocks/PageSection';
import LoadingState from '../components/LoadingState';
import EmptyState from '../components/EmptyState';
import PresidentProfile from '../features/president/PresidentProfile';
import { EDUCATION_AND_SOCIAL_IMPACT as IMPACT_EN, PRESIDENT_PAGE as PAGE_EN } from '../content/president';
import { useT, useTranslated } from '../i18n';
import styles from '../features/president/PresidentProfile.module.css';
import Paragraphs from '../components/Paragraphs';

export default function AboutPresidentPage() {
  const t = useT();
  const PRESIDENT_PAGE = useTranslated(PAGE_EN);
  const EDUCATION_AND_SOCIAL_IMPACT = useTranslated(IMPACT_EN);
  usePageMeta(PRESIDENT_PAGE.title, PRESIDENT_PAGE.metaDescription);
  const { currentData, isFetching } = useGetPresidentQuery();
  // docs/product.md#calls: the first list element is the president.
  const president = currentData?.result[0];

  return (
    <>
      <PageBanner page={PRESIDENT_PAGE} />
      <PageSection>
        {isFetching ? (
          <LoadingState label={t('Loading…')} />
        ) : president ? (
          <PresidentProfile president={president} />
        ) : (
          <EmptyState message={t('No Data Available')} />
        )}
        {isFetching ? null : (
          <section className={styles.impact} aria-labelledby="education-impact">
            <h2 id="education-impact">{EDUCATION_AND_SOCIAL_IMPACT.title}</h2>
            <Paragraphs texts={EDUCATION_AND_SOCIAL_IMPACT.paragraphs} />
          </section>
        )}
      </PageSection>
    </>
  );
}
