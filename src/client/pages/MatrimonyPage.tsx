import { useGetMatrimonyCardQuery } from '../features/matrimony/matrimonyApi';
import usePageMeta from '../hooks/usePageMeta';
import { PageBanner } from '../components/blocks/Banner';
import PageSection from '../components/blocks/PageSection';
import PhotoSlider from '../components/blocks/PhotoSlider';
import LoadingState from '../components/LoadingState';
import EmptyState from '../components/EmptyState';
import MatrimonyEventCard from '../features/matrimony/MatrimonyEventCard';
import { galleryPhotos } from '../content/images';
import { MATRIMONY_INTRO as INTRO_EN, MATRIMONY_PAGE as PAGE_EN } from '../content/matrimony';
import { useT, useTranslated } from '../i18n';
import styles from '../features/matrimony/Matrimony.module.css';
import Paragraphs from '../components/Paragraphs';

const GALLERY = galleryPhotos('matrimony', 18, 'Matrimony meet');

export default function MatrimonyPage() {
  const t = useT();
  const MATRIMONY_PAGE = useTranslated(PAGE_EN);
  const MATRIMONY_INTRO = useTranslated(INTRO_EN);
  const gallery = useTranslated(GALLERY);
  usePageMeta(MATRIMONY_PAGE.title, MATRIMONY_PAGE.metaDescription);
  const { currentData, isFetching } = useGetMatrimonyCardQuery();
  // docs/product.md#calls: the first array element is shown.
  const card = currentData?.result[0];

  return (
    <>
      <PageBanner page={MATRIMONY_PAGE} />
      <PageSection headingId="matrimony-upcoming">
        <h2 id="matrimony-upcoming" className={styles.heading}>
          {MATRIMONY_PAGE.upcomingHeading}
        </h2>
        {isFetching ? (
          <LoadingState label={t('Loading the next event…')} />
        ) : card ? (
          <MatrimonyEventCard card={card} />
        ) : (
          <EmptyState message={t('No data Available')} />
        )}
      </PageSection>
      <PageSection
        className={styles.introSection}
        headingId="matrimony-intro"
        containerClassName={styles.intro}
      >
        <h2 id="matrimony-intro">{MATRIMONY_INTRO.title}</h2>
        <Paragraphs texts={MATRIMONY_INTRO.paragraphs} />
      </PageSection>
      <PageSection>
        <PhotoSlider title={MATRIMONY_PAGE.galleryTitle} photos={gallery} variant="grid" />
      </PageSection>
    </>
  );
}
