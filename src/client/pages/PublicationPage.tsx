import { Link, useT, useTranslated } from '../i18n';
import Banner from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import NoticeBand from '../components/blocks/NoticeBand';
import PageSection, { CtaBand } from '../components/blocks/PageSection';
import IconItem from '../components/blocks/IconItem';
import usePageMeta from '../hooks/usePageMeta';
import { useGetSettingsQuery } from '../app/api';
import {
  BANK_DETAILS_MISSING,
  BANK_DETAILS_MISSING_TEXT,
  bankAccountRows,
  publicBankAccounts,
} from '../content/bankAccounts';
import { sabhaContactEntries } from '../content/contacts';
import type { BankAccount } from '../../shared/validation/siteDocuments';
import {
  APP_STORE_LINKS,
  PUBLICATIONS,
  PUBLICATIONS_BANNER,
  type Publication,
  type PublicationKey,
} from '../content/publications';
import NotFoundPage from './NotFoundPage';
import ResponsiveImage from '../components/ResponsiveImage';
import info from './InfoPage.module.css';
import styles from './PublicationPage.module.css';
import Paragraphs from '../components/Paragraphs';

const isPublicationKey = (key: string): key is PublicationKey => Object.hasOwn(PUBLICATIONS, key);

/** The bank details' labels (shared/validation/siteDocuments.ts), for the catalogs; the values stay as entered. */
const BANK_LABELS: Record<string, (t: (text: string) => string) => string> = {
  'Account name': (t) => t('Account name'),
  Bank: (t) => t('Bank'),
  Branch: (t) => t('Branch'),
  'Account number': (t) => t('Account number'),
  IFSC: (t) => t('IFSC'),
};

function BankAccountBlock({ account, index }: { account: BankAccount; index: number }) {
  const t = useT();
  return (
    <article className={`card ${styles.bank}`} aria-labelledby={`bank-${index}`}>
      <h3 id={`bank-${index}`} className={styles.bankTitle}>
        {account.account_name}
      </h3>
      <dl className={styles.bankDetails}>
        {bankAccountRows(account).map(([label, value]) => (
          <div key={label} className={styles.bankRow}>
            <dt>{BANK_LABELS[label]?.(t) ?? label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

/** The accounts of the site settings; until the office has entered one, where to ask for them instead. */
function BankDetails({ intro }: { intro: string }) {
  // The Layout asked for the settings at app start; this reads the same cached answer.
  const { data, isError } = useGetSettingsQuery();
  const t = useT();
  const accounts = isError ? [] : publicBankAccounts(data?.result?.[0]);
  if (accounts.length === 0) {
    return (
      <div className={`card ${styles.bankMissing}`}>
        <p className={styles.bankMissingTitle}>{t(BANK_DETAILS_MISSING)}</p>
        <p>{t(BANK_DETAILS_MISSING_TEXT)}</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.bankIntro}>{intro}</p>
      <div className={styles.banks}>
        {accounts.map((account, index) => (
          <BankAccountBlock
            key={`${account.ifsc}-${account.account_number}`}
            account={account}
            index={index}
          />
        ))}
      </div>
    </>
  );
}

/** The cover beside the description and the publication's facts. */
function AboutSection({ publication }: { publication: Publication }) {
  const t = useT();
  return (
    <PageSection headingId="publication-about" containerClassName={styles.intro}>
      <ResponsiveImage
        className={styles.cover}
        {...publication.cover}
        sizes="(min-width: 400px) 360px, calc(100vw - 32px)"
        // On a phone the cover, under the banner, is the largest picture of the first screen: asked for at once
        // with the banner's priority rather than after the page's layout.
        priority
      />
      <div className={info.prose}>
        <h2 id="publication-about">{publication.descriptionTitle}</h2>
        <Paragraphs texts={publication.description} />
        <ul className={styles.facts} aria-label={t('{title} at a glance', { title: publication.title })}>
          {publication.facts.map((fact) => (
            <IconItem
              key={fact.label}
              icon={fact.icon}
              size={20}
              className={styles.fact}
              iconClassName={styles.factIcon}
            >
              <span className={styles.factLabel}>{fact.label}</span>
              <span className={styles.factValue}>{fact.value}</span>
            </IconItem>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

function DownloadSection({ download }: { download: Publication['download'] }) {
  return (
    <PageSection tone="warm" headingId="publication-download">
      <NoticeBand
        look="plain"
        headingId="publication-download"
        icon="download"
        title={download.title}
        text={download.text}
        link={download}
      />
    </PageSection>
  );
}

function MembershipSection({ membership }: { membership: NonNullable<Publication['membership']> }) {
  return (
    <PageSection headingId="publication-membership" title={membership.title} intro={membership.intro}>
      <ul className={styles.schemes}>
        {membership.schemes.map((scheme) => (
          <li key={scheme.id} className={`card ${styles.scheme}`}>
            <h3 className={styles.schemeTitle}>{scheme.title}</h3>
            <p className={styles.price}>{scheme.price}</p>
            <p className={styles.term}>{scheme.term}</p>
            <p className={styles.schemeDetail}>{scheme.detail}</p>
            {scheme.action ? (
              <Link to={scheme.action.to} className="btn btn-outline">
                {scheme.action.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className={styles.schemeNote}>{membership.note}</p>
    </PageSection>
  );
}

function BankAccountsSection({ bankAccounts }: { bankAccounts: NonNullable<Publication['bankAccounts']> }) {
  return (
    <PageSection tone="alt" headingId="publication-bank" title={bankAccounts.title}>
      <BankDetails intro={bankAccounts.intro} />
    </PageSection>
  );
}

/** The invitation to the Sabha's app, with its store searches. */
function AppPromptSection({ appPrompt }: { appPrompt: NonNullable<Publication['appPrompt']> }) {
  const storeLinks = useTranslated(APP_STORE_LINKS);
  return (
    <PageSection headingId="publication-app">
      <CtaBand headingId="publication-app" title={appPrompt.title} text={appPrompt.text}>
        <div className={styles.stores}>
          {storeLinks.map((store) => (
            <a
              key={store.id}
              href={store.href}
              className="btn btn-light"
              target="_blank"
              rel="noopener noreferrer"
            >
              {store.label}
            </a>
          ))}
        </div>
      </CtaBand>
    </PageSection>
  );
}

export default function PublicationPage({ publication: key }: { publication: string }) {
  const t = useT();
  const english = isPublicationKey(key) ? PUBLICATIONS[key] : undefined;
  const publication = useTranslated(english);
  usePageMeta(publication?.title ?? t('Publications'), publication?.metaDescription);
  if (!publication) return <NotFoundPage />;

  return (
    <>
      <Banner
        title={publication.title}
        eyebrow={publication.eyebrow}
        subtitle={publication.subtitle}
        image={PUBLICATIONS_BANNER}
      />
      <AboutSection publication={publication} />
      <DownloadSection download={publication.download} />
      {publication.membership ? <MembershipSection membership={publication.membership} /> : null}
      {publication.bankAccounts ? <BankAccountsSection bankAccounts={publication.bankAccounts} /> : null}
      {publication.appPrompt ? <AppPromptSection appPrompt={publication.appPrompt} /> : null}
      <PageSection tone={publication.appPrompt ? 'alt' : undefined} containerClassName={styles.contact}>
        <ContactCard
          title={t('Contact us about {title}', { title: publication.title })}
          entries={sabhaContactEntries(english?.contactTopic)}
        />
      </PageSection>
    </>
  );
}
