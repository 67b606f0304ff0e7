import { useMemo } from 'react';
import { Link, translateDeep, useLanguage, useT, type Translate } from '../i18n';
import { useGetSettingsQuery } from '../app/api';
import Banner from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import { AsideSection, TextBlock } from '../components/blocks/PageSection';
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

// The privacy policy's sentences that carry the office's live details (or the retention it set) are catalog keys
// only with the demo details; with others, the page's language shows them from these templates.
const FIDUCIARY =
  /^The Dakshin Bharat Jain Sabha \(“the Sabha”, “we”\), a charitable organisation founded on 3 April 1899, .* Its office is at (.+); email (\S+); phone (.+)\.$/;
const GRIEVANCE =
  /^To use any of these rights, or to raise a grievance, write to the Grievance Officer, Dakshin Bharat Jain Sabha, (.+); email (\S+) \(subject “Personal data”\); phone (.+?)\. Please say /;
const RETENTION = /^Identity documents \(your Aadhaar copy\) are deleted automatically (\d+) days? after /;

function policyText(t: Translate, text: string): string {
  const own = t(text);
  if (own !== text) return own;
  const fiduciary = FIDUCIARY.exec(text);
  if (fiduciary)
    return t(
      'The Dakshin Bharat Jain Sabha (“the Sabha”, “we”), a charitable organisation founded on 3 April 1899, decides why and how the personal data given on this website is used: it is the data fiduciary under the Digital Personal Data Protection Act, 2023. Its office is at {address}; email {email}; phone {phone}.',
      { address: t(fiduciary[1]), email: fiduciary[2], phone: fiduciary[3] },
    );
  const grievance = GRIEVANCE.exec(text);
  if (grievance)
    return t(
      'To use any of these rights, or to raise a grievance, write to the Grievance Officer, Dakshin Bharat Jain Sabha, {address}; email {email} (subject “Personal data”); phone {phone}. Please say which form you used and, if you can, the receipt number. We confirm your request within 7 days and answer it within 30 days.',
      { address: t(grievance[1]), email: grievance[2], phone: grievance[3] },
    );
  const retention = RETENTION.exec(text);
  if (retention) {
    // English keeps its own sentence ('1 day', '90 days'); the translations read well with any number.
    return t(
      'Identity documents (your Aadhaar copy) are deleted automatically {days} days after your membership fee is paid: that is the time the office needs to check your application. The deletion is recorded in the office’s log.',
      { days: Number(retention[1]) },
    );
  }
  return text;
}

export default function LegalPage({ policy: key }: { policy: string }) {
  const t = useT();
  const language = useLanguage();
  // The Layout asked for the settings at app start; this reads the same cached answer.
  const { data, isError } = useGetSettingsQuery();
  const settings = isError ? undefined : data?.result?.[0];
  let policy: Policy | undefined;
  if (key === 'privacy-policy') policy = privacyPolicyOf(settings);
  else if (isPolicyKey(key)) policy = POLICIES[key];
  const english = policy;
  policy = useMemo(
    () => (english && language !== 'en' ? translateDeep(english, (text) => policyText(t, text)) : english),
    [english, language, t],
  );
  usePageMeta(policy?.title ?? t('Legal'), policy?.metaDescription);
  if (!policy) return <NotFoundPage />;

  const others = (Object.keys(POLICIES) as PolicyKey[]).filter((other) => other !== key);

  return (
    <>
      <Banner title={policy.title} eyebrow={t('Legal')} subtitle={policy.subtitle} image={LEGAL_BANNER} />
      <AsideSection
        asideLabel={t('More about our policies')}
        aside={
          <>
            <nav className={`card ${styles.others}`} aria-labelledby="legal-other-policies">
              <h2 id="legal-other-policies" className={styles.othersTitle}>
                {t('Other policies')}
              </h2>
              <ul className={styles.othersList}>
                {others.map((other) => (
                  <li key={other}>
                    <Link to={`/legal/${other}`}>{t(POLICIES[other].title)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <ContactCard title={t('Questions?')} entries={sabhaContactEntries(english?.title)} />
          </>
        }
      >
        <article className={`${info.prose} ${styles.policy}`}>
          <p className={styles.summary}>{policy.summary}</p>
          {policy.sections.map((section) => (
            <TextBlock
              key={section.id}
              headingId={`policy-${section.id}`}
              title={section.title}
              paragraphs={section.paragraphs}
              points={section.points}
              className={styles.section}
              headingClassName={styles.heading}
              pointsClassName={styles.list}
            />
          ))}
        </article>
      </AsideSection>
    </>
  );
}
