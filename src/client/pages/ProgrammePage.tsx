import { Link, useT, useTranslated } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import FeatureList from '../components/blocks/FeatureList';
import PhotoSlider from '../components/blocks/PhotoSlider';
import StatsStrip from '../components/blocks/StatsStrip';
import Icon from '../components/Icon';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import { PROGRAMMES, type ProgrammeKey } from '../content/programmes';
import info from './InfoPage.module.css';
import Paragraphs from '../components/Paragraphs';

export default function ProgrammePage({ programme: key }: { programme: ProgrammeKey }) {
  const t = useT();
  const programme = useTranslated(PROGRAMMES[key]);
  const contactTopic = PROGRAMMES[key].contactTopic;
  usePageMeta(programme.title, programme.metaDescription);
  return (
    <>
      <PageBanner page={programme} />

      <section className="section">
        <div className="container">
          <Link to={programme.parent.to} className={info.backLink}>
            <Icon name="chevron-left" size={18} />
            {programme.parent.label}
          </Link>
          <div className={info.withAside}>
            <div className={info.prose}>
              {programme.sections.map((section, index) => (
                <section key={section.title} aria-labelledby={`programme-section-${index}`}>
                  <h2 id={`programme-section-${index}`}>{section.title}</h2>
                  <Paragraphs texts={section.paragraphs} />
                  {section.points ? (
                    <ul className={info.points}>
                      {section.points.map((point) => (
                        <li key={point}>{point}</li>
                      ))}
                    </ul>
                  ) : null}
                </section>
              ))}
            </div>
            <aside className={info.aside} aria-label={t('Contact about {title}', { title: programme.title })}>
              <ContactCard entries={sabhaContactEntries(contactTopic)} />
            </aside>
          </div>
        </div>
      </section>

      {programme.stats ? (
        <section className="section" aria-label={programme.stats.title}>
          <div className="container">
            <StatsStrip title={programme.stats.title} stats={programme.stats.stats} />
          </div>
        </section>
      ) : null}

      <section className={`section ${info.sectionAlt}`}>
        <div className="container">
          <FeatureList title={programme.features.title} features={programme.features.features} />
        </div>
      </section>

      <section className="section">
        <div className="container">
          <PhotoSlider title={programme.gallery.title} photos={programme.gallery.photos} variant="grid" />
        </div>
      </section>

      <section className={`section ${info.sectionWarm}`} aria-labelledby="programme-action">
        <div className="container">
          <div className={info.ctaBand}>
            <div>
              <h2 id="programme-action">{programme.action.title}</h2>
              <p>{programme.action.text}</p>
            </div>
            <Link to={programme.action.to} className={`btn btn-light ${info.ctaButton}`}>
              {programme.action.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
