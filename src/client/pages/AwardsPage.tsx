import { useGetCategoriesQuery } from '../app/api';
import { useGetAwardsQuery } from '../features/awards/awardsApi';
import usePageMeta from '../hooks/usePageMeta';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { PageBanner } from '../components/blocks/Banner';
import { AWARDS_PAGE } from '../content/pageBanners';
import LoadingState from '../components/LoadingState';
import EmptyState from '../components/EmptyState';
import AwardSection from '../features/awards/AwardSection';
import { groupAwards } from '../features/awards/groupAwards';
import styles from '../features/awards/AwardsPage.module.css';
import { useT, useTranslated } from '../i18n';

export default function AwardsPage() {
  const t = useT();
  const page = useTranslated(AWARDS_PAGE);
  usePageMeta(page.title, page.metaDescription);
  const categoriesQuery = useGetCategoriesQuery({ parent_name: 'awards' });
  const awardsQuery = useGetAwardsQuery();
  // docs/product.md#constants: the two-column grid from 834 px, a slider below it.
  const wide = useMediaQuery('(min-width: 834px)');
  const loading = categoriesQuery.isFetching || awardsQuery.isFetching;
  const groups = groupAwards(
    categoriesQuery.currentData?.result ?? [],
    awardsQuery.currentData?.result ?? [],
  );

  return (
    <>
      <PageBanner page={page} />
      <section className={styles.intro}>
        <div className="container">
          <span className="eyebrow">{t('Honouring excellence')}</span>
          <h2>{t('Every year, the Sabha honours notable individuals')}</h2>
          <p>
            {t(
              'Each year the Dakshin Bharat Jain Sabha recognises men and women whose work in education, health, religion and social service has enriched the community, so that their example inspires the next generation.',
            )}
          </p>
        </div>
      </section>
      {loading ? (
        <LoadingState label={t('Loading awards…')} />
      ) : groups.length === 0 ? (
        <div className="container">
          <EmptyState message={t('No Data Available')} />
        </div>
      ) : (
        <div>
          {groups.map((group, index) => (
            <AwardSection
              key={group.category}
              group={group}
              tone={index % 2 === 0 ? 'light' : 'maroon'}
              wide={wide}
              headingId={`award-category-${index}`}
            />
          ))}
        </div>
      )}
    </>
  );
}
