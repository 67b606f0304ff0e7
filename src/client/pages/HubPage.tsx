import { useTranslated } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import CardGrid from '../components/blocks/CardGrid';
import LinkList from '../components/LinkList';
import PageSection, { CtaBand, IntroBand } from '../components/blocks/PageSection';
import usePageMeta from '../hooks/usePageMeta';
import { HUBS, type HubKey } from '../content/hubs';
import styles from './HubPage.module.css';

export default function HubPage({ hub: key }: { hub: HubKey }) {
  const hub = useTranslated(HUBS[key]);
  usePageMeta(hub.title, hub.metaDescription);
  return (
    <>
      <PageBanner page={hub} />

      <IntroBand headingId="hub-intro" title={hub.introTitle} paragraphs={hub.intro} />

      <PageSection tone="alt">
        <CardGrid title={hub.cardsTitle} items={hub.cards} />
      </PageSection>

      {hub.directory ? (
        <PageSection headingId="hub-directory" title={hub.directory.title}>
          <div className={styles.directory}>
            {hub.directory.groups.map((group) => (
              <nav key={group.id} className={styles.group} aria-labelledby={`hub-group-${group.id}`}>
                <h3 id={`hub-group-${group.id}`} className={styles.groupTitle}>
                  {group.title}
                </h3>
                <LinkList links={group.links} className={styles.links} />
              </nav>
            ))}
          </div>
        </PageSection>
      ) : null}

      {hub.related ? (
        <PageSection tone={hub.directory ? 'warm' : undefined} headingId="hub-related">
          <CtaBand
            headingId="hub-related"
            title={hub.related.title}
            text={hub.related.text}
            action={hub.related.link}
          />
        </PageSection>
      ) : null}
    </>
  );
}
