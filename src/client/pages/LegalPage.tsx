import { Link } from '../i18n';
import { useGetSettingsQuery } from '../app/api';
import Banner from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import {
  DEFAULT_PRIVACY_CONTEXT,
  LEGAL_BANNER,
  POLICIES,
  privacyPolicy,
  type Policy,
  type PolicyKey,
} from '../content/legal';
import type { Settings } from '../../shared/schemas';
import NotFoundPage from './NotFoundPage';
import info from './InfoPage.module.css';
import styles from './LegalPage.module.css';

const isPolicyKey = (key: string): key is PolicyKey => Object.hasOwn(POLICIES, key);

/** The privacy policy states the retention the office set and its live contact details (site settings). */
function privacyPolicyOf(settings: Settings | undefined): Policy {
  const pick = (value: string | undefined, fallback: string) => value?.trim() || fallback;
  return privacyPolicy({
    identityRetentionDays:
      typeof settings?.identity_retention_days === 'number' ? settings.identity_retention_days : null,
    address: pick(settings?.contact_address, DEFAULT_PRIVACY_CONTEXT.address),
    email: pick(settings?.contact_email, DEFAULT_PRIVACY_CONTEXT.email),
    phone: pick(settings?.contact_mobile, DEFAULT_PRIVACY_CONTEXT.phone),
  });
}

export default function LegalPage({ policy: key }: { policy: string }) {
  // The Layout asked for the settings at app start; this reads the same cached answer.
  const { data, isError } = useGetSettingsQuery();
  const settings = isError ? undefined : data?.result?.[0];
  let policy: Policy | undefined;
  if (key === 'privacy-policy') policy = privacyPolicyOf(settings);
  else if (isPolicyKey(key)) policy = POLICIES[key];
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
