import { Link } from 'react-router-dom';
import Banner from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import Icon from '../components/Icon';
import usePageMeta from '../hooks/usePageMeta';
import { BANK_ACCOUNTS, SAMPLE_NOTICE, type BankAccount } from '../content/bankAccounts';
import { sabhaContactEntries } from '../content/contacts';
import {
  APP_STORE_LINKS,
  PUBLICATIONS,
  PUBLICATIONS_BANNER,
  type PublicationKey,
} from '../content/publications';
import NotFoundPage from './NotFoundPage';
import info from './InfoPage.module.css';
import styles from './PublicationPage.module.css';

const isPublicationKey = (key: string): key is PublicationKey => Object.hasOwn(PUBLICATIONS, key);

function BankAccountBlock({ account }: { account: BankAccount }) {
  const rows: [string, string][] = [
    ['Account name', account.accountName],
    ['Bank', account.bankName],
    ['Branch', account.branch],
    ['Account number', account.accountNumber],
    ['IFSC', account.ifsc],
    ['Account type', account.accountType],
  ];
  return (
    <article className={`card ${styles.bank}`} aria-labelledby={`bank-${account.id}`}>
      {account.isSample ? <p className={styles.sampleBadge}>{SAMPLE_NOTICE}</p> : null}
      <h3 id={`bank-${account.id}`} className={styles.bankTitle}>
        {account.title}
      </h3>
      <dl className={styles.bankDetails}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.bankRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {account.isSample ? (
        <p className={styles.sampleWarning}>
          These are sample details. Please do not transfer money to them; ask the office for the account
          details.
        </p>
      ) : null}
    </article>
  );
}

export default function PublicationPage({ publication: key }: { publication: string }) {
  const publication = isPublicationKey(key) ? PUBLICATIONS[key] : undefined;
  usePageMeta(publication?.title ?? 'Publications', publication?.metaDescription);
  if (!publication) return <NotFoundPage />;

  return (
    <>
      <Banner
        title={publication.title}
        eyebrow={publication.eyebrow}
        subtitle={publication.subtitle}
        image={PUBLICATIONS_BANNER}
      />

      <section className="section" aria-labelledby="publication-about">
        <div className={`container ${styles.intro}`}>
          <img
            className={styles.cover}
            src={publication.cover.src}
            alt={publication.cover.alt}
            width={publication.cover.width}
            height={publication.cover.height}
            decoding="async"
          />
          <div className={info.prose}>
            <h2 id="publication-about">{publication.descriptionTitle}</h2>
            {publication.description.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            <ul className={styles.facts} aria-label={`${publication.title} at a glance`}>
              {publication.facts.map((fact) => (
                <li key={fact.label} className={styles.fact}>
                  <span className={styles.factIcon}>
                    <Icon name={fact.icon} size={20} />
                  </span>
                  <span className={styles.factLabel}>{fact.label}</span>
                  <span className={styles.factValue}>{fact.value}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={`section ${info.sectionWarm}`} aria-labelledby="publication-download">
        <div className="container">
          <div className={styles.download}>
            <span className={styles.downloadIcon}>
              <Icon name="download" size={28} />
            </span>
            <div>
              <h2 id="publication-download" className={styles.downloadTitle}>
                {publication.download.title}
              </h2>
              <p className={styles.downloadText}>{publication.download.text}</p>
            </div>
            <Link to={publication.download.to} className={`btn ${styles.downloadButton}`}>
              {publication.download.label}
            </Link>
          </div>
        </div>
      </section>

      {publication.membership ? (
        <section className="section" aria-labelledby="publication-membership">
          <div className="container">
            <div className={info.sectionHead}>
              <h2 id="publication-membership">{publication.membership.title}</h2>
              <p>{publication.membership.intro}</p>
            </div>
            <ul className={styles.schemes}>
              {publication.membership.schemes.map((scheme) => (
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
            <p className={styles.schemeNote}>{publication.membership.note}</p>
          </div>
        </section>
      ) : null}

      {publication.bankAccounts ? (
        <section className={`section ${info.sectionAlt}`} aria-labelledby="publication-bank">
          <div className="container">
            <div className={info.sectionHead}>
              <h2 id="publication-bank">{publication.bankAccounts.title}</h2>
              <p>{publication.bankAccounts.intro}</p>
            </div>
            <div className={styles.banks}>
              {BANK_ACCOUNTS.map((account) => (
                <BankAccountBlock key={account.id} account={account} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {publication.appPrompt ? (
        <section className="section" aria-labelledby="publication-app">
          <div className="container">
            <div className={info.ctaBand}>
              <div>
                <h2 id="publication-app">{publication.appPrompt.title}</h2>
                <p>{publication.appPrompt.text}</p>
              </div>
              <div className={styles.stores}>
                {APP_STORE_LINKS.map((store) => (
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
            </div>
          </div>
        </section>
      ) : null}

      <section className={publication.appPrompt ? `section ${info.sectionAlt}` : 'section'}>
        <div className={`container ${styles.contact}`}>
          <ContactCard
            title={`Contact us about ${publication.title}`}
            entries={sabhaContactEntries(publication.contactTopic)}
          />
        </div>
      </section>
    </>
  );
}
