import type { ReactNode } from 'react';
import { Link, useLanguage, useT, useTranslated, type Translate } from '../../i18n';
import Icon, { type IconName } from '../Icon';
import Brand from '../Header/Brand';
import { DisclosureButton, useDisclosure } from '../Disclosure';
import DonateAndJoin from '../DonateAndJoin';
import SocialLinks from '../SocialLinks';
import LinkList from '../LinkList';
import { useGetSettingsQuery } from '../../app/api';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import {
  COPYRIGHT_FALLBACK,
  FIXED_CONTACT,
  FOOTER_ABOUT,
  FOOTER_COLUMNS,
  FOOTER_SECTIONS,
  WIDE_LAYOUT_QUERY,
  type NavGroup,
} from '../../content/navigation';
import type { Settings } from '../../../shared/schemas';
import styles from './Footer.module.css';

interface ContactLine {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
}

const telHref = (phone: string) => `tel:${phone.trim().replace(/[^\d+]/g, '')}`;

/** Address, phone and email as lines; empty values are left out. */
function contactLines(t: Translate, address = '', phone = '', email = ''): ContactLine[] {
  const lines: ContactLine[] = [];
  if (address.trim()) lines.push({ icon: 'address', label: t('Address'), value: address.trim() });
  if (phone.trim())
    lines.push({ icon: 'phone', label: t('Phone'), value: phone.trim(), href: telHref(phone) });
  if (email.trim())
    lines.push({ icon: 'email', label: t('Email'), value: email.trim(), href: `mailto:${email.trim()}` });
  return lines;
}

/**
 * A text the office keeps in the site settings (the address, the copyright line): its translation when the
 * catalog has one (the demo settings' texts are catalog keys), else as written, marked English for screen readers.
 */
function useOfficeText(): (text: string) => { text: string; lang?: 'en' } {
  const language = useLanguage();
  const t = useT();
  return (text) => {
    if (language === 'en') return { text };
    const translated = t(text);
    return translated === text ? { text, lang: 'en' } : { text: translated };
  };
}

function ContactList({ lines }: { lines: ContactLine[] }) {
  const officeText = useOfficeText();
  return (
    <ul className={styles.contactList}>
      {lines.map((line) => (
        <li key={line.label} className={styles.contactLine}>
          <span className={styles.contactIcon}>
            <Icon name={line.icon} size={18} />
          </span>
          <span>
            <span className="visually-hidden">{line.label}: </span>
            {line.href ? (
              <a href={line.href}>{line.value}</a>
            ) : (
              <span lang={officeText(line.value).lang}>{officeText(line.value).text}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SectionLinks({ section }: { section: NavGroup }) {
  return <LinkList links={section.links} className={styles.links} />;
}

/** The brand, the Sabha in a sentence and the Donate and Join buttons: the footer's first block at every width. */
function FooterAbout() {
  const t = useT();
  return (
    <div className={styles.about}>
      <Brand tone="light" />
      <p className={styles.aboutText}>{t(FOOTER_ABOUT)}</p>
      <DonateAndJoin className={styles.actions} heartSize={18} joinClassName="btn-light" />
    </div>
  );
}

/** 1280 px and up: columns of sections, Legal, contact details and social links from the settings, buttons. */
function WideFooter({ settings }: { settings: Settings | undefined }) {
  const t = useT();
  const sections = useTranslated(FOOTER_SECTIONS);
  const sectionById = new Map(sections.map((section) => [section.id, section]));
  const lines = contactLines(t, settings?.contact_address, settings?.contact_mobile, settings?.contact_email);
  return (
    <div className={styles.wide}>
      <FooterAbout />
      {FOOTER_COLUMNS.map((column) => (
        <div key={column.join('-')} className={styles.column}>
          {column.map((id) => {
            const section = sectionById.get(id);
            if (!section) return null;
            return (
              <section key={id} aria-labelledby={`footer-${id}`} className={styles.section}>
                <h2 id={`footer-${id}`} className={styles.heading}>
                  {section.label}
                </h2>
                <SectionLinks section={section} />
              </section>
            );
          })}
        </div>
      ))}
      <section aria-labelledby="footer-contact" className={`${styles.column} ${styles.contact}`}>
        <h2 id="footer-contact" className={styles.heading}>
          {t('Contact Us')}
        </h2>
        {lines.length > 0 ? <ContactList lines={lines} /> : null}
        <p className={styles.contactMore}>
          <Link to="/contact-us">{t('Send us an enquiry')}</Link>
        </p>
        <SocialLinks settings={settings} />
      </section>
    </div>
  );
}

/** A footer section whose heading button shows and hides its content. */
function Collapsible({ label, children }: { label: string; children: ReactNode }) {
  const { expanded, panelId, toggle } = useDisclosure();
  return (
    <li className={styles.collapsible}>
      <h2 className={styles.collapsibleHeading}>
        <DisclosureButton
          label={label}
          expanded={expanded}
          panelId={panelId}
          onToggle={toggle}
          className={styles.toggle}
          chevronClassName={styles.chevron}
        />
      </h2>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {children}
      </div>
    </li>
  );
}

/** Below 1280 px: collapsible sections and the office's fixed address, phone and email. */
function NarrowFooter({ settings }: { settings: Settings | undefined }) {
  const t = useT();
  const sections = useTranslated(FOOTER_SECTIONS);
  return (
    <div className={styles.narrow}>
      <FooterAbout />
      <ul className={styles.collapsibles}>
        {sections.map((section) => (
          <Collapsible key={section.id} label={section.label}>
            <SectionLinks section={section} />
          </Collapsible>
        ))}
        <Collapsible label={t('Contact Us')}>
          <ContactList
            lines={contactLines(t, FIXED_CONTACT.address, FIXED_CONTACT.phone, FIXED_CONTACT.email)}
          />
        </Collapsible>
      </ul>
      <SocialLinks settings={settings} />
    </div>
  );
}

export default function Footer() {
  const isWide = useMediaQuery(WIDE_LAYOUT_QUERY);
  // The Layout asked for the settings at app start; this reads the same cached answer. A failed call leaves
  // them empty (docs/product.md#states), which hides the contact lines and social links.
  const { data, isError } = useGetSettingsQuery();
  const settings = isError ? undefined : data?.result?.[0];
  const copyright = useOfficeText()(settings?.site_copyright?.trim() || COPYRIGHT_FALLBACK);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {isWide ? <WideFooter settings={settings} /> : <NarrowFooter settings={settings} />}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright} lang={copyright.lang}>
          {copyright.text}
        </p>
      </div>
    </footer>
  );
}
