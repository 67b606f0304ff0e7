import { useGetMatrimonyCardQuery } from '../features/matrimony/matrimonyApi';
import usePageMeta from '../hooks/usePageMeta';
import { PageBanner } from '../components/blocks/Banner';
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
      <section className="section" aria-labelledby="matrimony-upcoming">
        <div className="container">
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
        </div>
      </section>
      <section className={`section ${styles.introSection}`} aria-labelledby="matrimony-intro">
        <div className={`container ${styles.intro}`}>
          <h2 id="matrimony-intro">{MATRIMONY_INTRO.title}</h2>
          <Paragraphs texts={MATRIMONY_INTRO.paragraphs} />
        </div>
      </section>
      <section className="section">
        <div className="container">
          <PhotoSlider title={MATRIMONY_PAGE.galleryTitle} photos={gallery} variant="grid" />
        </div>
      </section>
    </>
  );
}
