import { Link, useT, useTranslated } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import StatsStrip from '../components/blocks/StatsStrip';
import PageSection, { TextList } from '../components/blocks/PageSection';
import usePageMeta from '../hooks/usePageMeta';
import * as ABOUT from '../content/about';
import ResponsiveImage from '../components/ResponsiveImage';
import info from './InfoPage.module.css';
import styles from './AboutPage.module.css';
import Paragraphs from '../components/Paragraphs';

// One object for the page's content, translated whole into the page's language.
const CONTENT = {
  ABOUT_LINKS: ABOUT.ABOUT_LINKS,
  ABOUT_ORGANIZATION: ABOUT.ABOUT_ORGANIZATION,
  ABOUT_PAGE: ABOUT.ABOUT_PAGE,
  ACHIEVEMENTS: ABOUT.ACHIEVEMENTS,
  MISSION: ABOUT.MISSION,
  VISION: ABOUT.VISION,
  WHAT_WE_ACHIEVED: ABOUT.WHAT_WE_ACHIEVED,
};

export default function AboutPage() {
  const t = useT();
  const { ABOUT_LINKS, ABOUT_ORGANIZATION, ABOUT_PAGE, ACHIEVEMENTS, MISSION, VISION, WHAT_WE_ACHIEVED } =
    useTranslated(CONTENT);
  usePageMeta(ABOUT_PAGE.title, ABOUT_PAGE.metaDescription);
  return (
    <>
      <PageBanner page={ABOUT_PAGE} />

      <PageSection label={t('Vision and mission')} containerClassName={styles.purpose}>
        <article className={`card ${styles.vision}`} aria-labelledby="about-vision">
          <p className="eyebrow">{t('Where we are going')}</p>
          <h2 id="about-vision">{VISION.title}</h2>
          <Paragraphs texts={VISION.paragraphs} className={styles.visionText} />
        </article>
        <article className={`card ${styles.mission}`} aria-labelledby="about-mission">
          <p className="eyebrow">{t('What we do')}</p>
          <h2 id="about-mission">{MISSION.title}</h2>
          <Paragraphs texts={MISSION.paragraphs} />
          <TextList items={MISSION.points ?? []} className={info.points} />
        </article>
      </PageSection>

      <PageSection tone="alt" headingId="about-organization" containerClassName={info.split}>
        <ResponsiveImage
          className={`${info.splitImage} ${styles.founder}`}
          {...ABOUT_ORGANIZATION.image}
          sizes="(min-width: 1000px) 460px, min(460px, calc(100vw - 32px))"
        />
        <div className={info.prose}>
          <p className="eyebrow">{t('Since 1899')}</p>
          <h2 id="about-organization">{ABOUT_ORGANIZATION.title}</h2>
          <Paragraphs texts={ABOUT_ORGANIZATION.paragraphs} />
        </div>
      </PageSection>

      <PageSection headingId="about-achievements" title={ACHIEVEMENTS.title} intro={ACHIEVEMENTS.intro}>
        <StatsStrip stats={ACHIEVEMENTS.stats} tone="dark" />
      </PageSection>

      <PageSection
        tone="warm"
        headingId="about-achieved"
        containerClassName={`${info.split} ${info.splitReverse}`}
      >
        <ResponsiveImage
          className={info.splitImage}
          {...ABOUT_ORGANIZATION.officeImage}
          sizes="(min-width: 1000px) 556px, calc(100vw - 32px)"
        />
        <div className={info.prose}>
          <h2 id="about-achieved">{WHAT_WE_ACHIEVED.title}</h2>
          <Paragraphs texts={WHAT_WE_ACHIEVED.paragraphs} />
          <div className={info.actions}>
            {ABOUT_LINKS.map((link, index) => (
              <Link key={link.to} to={link.to} className={index === 0 ? 'btn' : 'btn btn-outline'}>
                {link.label}
              </Link>
            ))}
          </div>
        </div>
      </PageSection>
    </>
  );
}
