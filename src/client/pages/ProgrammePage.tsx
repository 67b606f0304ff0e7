import { Link, useT, useTranslated } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import FeatureList from '../components/blocks/FeatureList';
import PageSection, { CtaBand, TextBlock } from '../components/blocks/PageSection';
import PhotoSlider from '../components/blocks/PhotoSlider';
import StatsStrip from '../components/blocks/StatsStrip';
import Icon from '../components/Icon';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import { PROGRAMMES, type ProgrammeKey } from '../content/programmes';
import info from './InfoPage.module.css';

export default function ProgrammePage({ programme: key }: { programme: ProgrammeKey }) {
  const t = useT();
  const programme = useTranslated(PROGRAMMES[key]);
  const contactTopic = PROGRAMMES[key].contactTopic;
  usePageMeta(programme.title, programme.metaDescription);
  return (
    <>
      <PageBanner page={programme} />

      <PageSection>
        <Link to={programme.parent.to} className={info.backLink}>
          <Icon name="chevron-left" size={18} />
          {programme.parent.label}
        </Link>
        <div className={info.withAside}>
          <div className={info.prose}>
            {programme.sections.map((section, index) => (
              <TextBlock
                key={section.title}
                headingId={`programme-section-${index}`}
                title={section.title}
                paragraphs={section.paragraphs}
                points={section.points}
              />
            ))}
          </div>
          <aside className={info.aside} aria-label={t('Contact about {title}', { title: programme.title })}>
            <ContactCard entries={sabhaContactEntries(contactTopic)} />
          </aside>
        </div>
      </PageSection>

      {programme.stats ? (
        <PageSection label={programme.stats.title}>
          <StatsStrip title={programme.stats.title} stats={programme.stats.stats} />
        </PageSection>
      ) : null}

      <PageSection tone="alt">
        <FeatureList title={programme.features.title} features={programme.features.features} />
      </PageSection>

      <PageSection>
        <PhotoSlider title={programme.gallery.title} photos={programme.gallery.photos} variant="grid" />
      </PageSection>

      <PageSection tone="warm" headingId="programme-action">
        <CtaBand
          headingId="programme-action"
          title={programme.action.title}
          text={programme.action.text}
          action={programme.action}
        />
      </PageSection>
    </>
  );
}
