import { Link, useTranslated } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import CardGrid from '../components/blocks/CardGrid';
import usePageMeta from '../hooks/usePageMeta';
import { HUBS, type HubKey } from '../content/hubs';
import info from './InfoPage.module.css';
import styles from './HubPage.module.css';
import Paragraphs from '../components/Paragraphs';

export default function HubPage({ hub: key }: { hub: HubKey }) {
  const hub = useTranslated(HUBS[key]);
  usePageMeta(hub.title, hub.metaDescription);
  return (
    <>
      <PageBanner page={hub} />

      <section className="section" aria-labelledby="hub-intro">
        <div className={`container ${info.prose} ${info.centered}`}>
          <h2 id="hub-intro">{hub.introTitle}</h2>
          <Paragraphs texts={hub.intro} className={info.lead} />
        </div>
      </section>

      <section className={`section ${info.sectionAlt}`}>
        <div className="container">
          <CardGrid title={hub.cardsTitle} items={hub.cards} />
        </div>
      </section>

      {hub.directory ? (
        <section className="section" aria-labelledby="hub-directory">
          <div className="container">
            <div className={info.sectionHead}>
              <h2 id="hub-directory">{hub.directory.title}</h2>
            </div>
            <div className={styles.directory}>
              {hub.directory.groups.map((group) => (
                <nav key={group.id} className={styles.group} aria-labelledby={`hub-group-${group.id}`}>
                  <h3 id={`hub-group-${group.id}`} className={styles.groupTitle}>
                    {group.title}
                  </h3>
                  <ul className={styles.links}>
                    {group.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {hub.related ? (
        <section
          className={hub.directory ? `section ${info.sectionWarm}` : 'section'}
          aria-labelledby="hub-related"
        >
          <div className="container">
            <div className={info.ctaBand}>
              <div>
                <h2 id="hub-related">{hub.related.title}</h2>
                <p>{hub.related.text}</p>
              </div>
              <Link to={hub.related.link.to} className={`btn btn-light ${info.ctaButton}`}>
                {hub.related.link.label}
              </Link>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
