import { useT } from '../../i18n';
import FeatureList from '../blocks/FeatureList';
import PhotoSlider from '../blocks/PhotoSlider';
import StatsStrip from '../blocks/StatsStrip';
import type { Institution } from '../../content/institutions';
import styles from './InstitutionSections.module.css';

/** The middle of a hostel or school page: figures (where known), the photo gallery and the four features. */
export default function InstitutionSections({ institution }: { institution: Institution }) {
  const t = useT();
  return (
    <>
      {institution.stats ? (
        <section className={styles.stats}>
          <div className="container">
            <StatsStrip title={t('In numbers')} stats={institution.stats} tone="dark" />
          </div>
        </section>
      ) : null}
      <section className="section">
        <div className="container">
          <PhotoSlider
            title={institution.gallery.title}
            photos={institution.gallery.photos}
            variant={institution.gallery.variant}
          />
        </div>
      </section>
      <section className={`section ${styles.tinted}`}>
        <div className="container">
          <FeatureList title={institution.features.title} features={institution.features.items} />
        </div>
      </section>
    </>
  );
}
