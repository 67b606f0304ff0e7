import { useGetPresidentQuery } from '../app/api';
import usePageMeta from '../hooks/usePageMeta';
import Banner from '../components/blocks/Banner';
import LoadingState from '../components/LoadingState';
import EmptyState from '../components/EmptyState';
import PresidentProfile from '../features/president/PresidentProfile';
import { EDUCATION_AND_SOCIAL_IMPACT, PRESIDENT_PAGE } from '../content/president';
import styles from '../features/president/PresidentProfile.module.css';

export default function AboutPresidentPage() {
  usePageMeta(PRESIDENT_PAGE.title, PRESIDENT_PAGE.metaDescription);
  const { currentData, isFetching } = useGetPresidentQuery();
  // docs/product.md#calls: the first list element is the president.
  const president = currentData?.result[0];

  return (
    <>
      <Banner
        title={PRESIDENT_PAGE.title}
        eyebrow={PRESIDENT_PAGE.eyebrow}
        subtitle={PRESIDENT_PAGE.subtitle}
        image={PRESIDENT_PAGE.banner}
      />
      <section className="section">
        <div className="container">
          {isFetching ? (
            <LoadingState label="Loading…" />
          ) : president ? (
            <PresidentProfile president={president} />
          ) : (
            <EmptyState message="No Data Available" />
          )}
          {isFetching ? null : (
            <section className={styles.impact} aria-labelledby="education-impact">
              <h2 id="education-impact">{EDUCATION_AND_SOCIAL_IMPACT.title}</h2>
              {EDUCATION_AND_SOCIAL_IMPACT.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </section>
          )}
        </div>
      </section>
    </>
  );
}
