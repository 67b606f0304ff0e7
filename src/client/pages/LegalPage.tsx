import { Link } from 'react-router-dom';
import Banner from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import { LEGAL_BANNER, POLICIES, type PolicyKey } from '../content/legal';
import NotFoundPage from './NotFoundPage';
import info from './InfoPage.module.css';
import styles from './LegalPage.module.css';

const isPolicyKey = (key: string): key is PolicyKey => Object.hasOwn(POLICIES, key);

export default function LegalPage({ policy: key }: { policy: string }) {
  const policy = isPolicyKey(key) ? POLICIES[key] : undefined;
  usePageMeta(policy?.title ?? 'Legal', policy?.metaDescription);
  if (!policy) return <NotFoundPage />;

  const others = (Object.keys(POLICIES) as PolicyKey[]).filter((other) => other !== key);

  return (
    <>
      <Banner title={policy.title} eyebrow="Legal" subtitle={policy.subtitle} image={LEGAL_BANNER} />
      <section className="section">
        <div className={`container ${info.withAside}`}>
          <article className={`${info.prose} ${styles.policy}`}>
            <p className={styles.summary}>{policy.summary}</p>
            {policy.sections.map((section) => (
              <section key={section.id} aria-labelledby={`policy-${section.id}`} className={styles.section}>
                <h2 id={`policy-${section.id}`} className={styles.heading}>
                  {section.title}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                {section.points ? (
                  <ul className={styles.list}>
                    {section.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </article>
          <aside className={info.aside} aria-label="More about our policies">
            <nav className={`card ${styles.others}`} aria-labelledby="legal-other-policies">
              <h2 id="legal-other-policies" className={styles.othersTitle}>
                Other policies
              </h2>
              <ul className={styles.othersList}>
                {others.map((other) => (
                  <li key={other}>
                    <Link to={`/legal/${other}`}>{POLICIES[other].title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ContactCard title="Questions?" entries={sabhaContactEntries(policy.title)} />
          </aside>
        </div>
      </section>
    </>
  );
}
