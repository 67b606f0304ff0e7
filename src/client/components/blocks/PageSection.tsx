import type { ReactNode } from 'react';
import { Link } from '../../i18n';
import Paragraphs from '../Paragraphs';
import { PageBanner, type PageBannerText } from './Banner';
import info from '../../pages/InfoPage.module.css';

// The bands the information pages are built from (about, history, hubs, programmes, scholarship, publications,
// donation, legal, board): one band markup and one set of looks (pages/InfoPage.module.css) for all of them.

const TONES = { alt: info.sectionAlt, warm: info.sectionWarm } as const;

export type SectionTone = keyof typeof TONES;

export interface PageSectionProps {
  /** The id of the section's h2, which names the section. */
  headingId?: string;
  /** The section's name when it has no heading of its own. */
  label?: string;
  /** A tinted band sets a section apart from its neighbours. */
  tone?: SectionTone;
  /** The section's own class, beside `section` and its tone. */
  className?: string;
  /** The container's own class, beside `container`. */
  containerClassName?: string;
  /** With a title, the section opens with a centred head: eyebrow, h2 (headingId) and intro. */
  title?: ReactNode;
  titleClassName?: string;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A full-width band of a page with its centred container, optionally opened by a centred head. */
export default function PageSection({
  headingId,
  label,
  tone,
  className,
  containerClassName,
  title,
  titleClassName,
  eyebrow,
  intro,
  children,
}: PageSectionProps) {
  const sectionClass = ['section', tone ? TONES[tone] : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={sectionClass} aria-labelledby={headingId} aria-label={label}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        {title ? (
          <SectionHead
            id={headingId}
            title={title}
            titleClassName={titleClassName}
            eyebrow={eyebrow}
            intro={intro}
          />
        ) : null}
        {children}
      </div>
    </section>
  );
}

/**
 * A page that lists what the server holds (events, committee members): its banner, then one band that opens with
 * the page's intro block (a heading and a line of text) above the list. The page's record is translated.
 */
export function ListingPage({
  page,
  introClassName,
  children,
}: {
  page: PageBannerText & { intro?: { title: string; text: string } };
  introClassName: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner page={page} />
      <PageSection>
        {page.intro ? (
          <div className={introClassName}>
            <h2>{page.intro.title}</h2>
            <p>{page.intro.text}</p>
          </div>
        ) : null}
        {children}
      </PageSection>
    </>
  );
}

/** A page's opening band after its banner: a centred title over its paragraphs (lead text unless told). */
export function IntroBand({
  headingId,
  title,
  paragraphs,
  paragraphClassName = info.lead,
}: {
  headingId: string;
  title: string;
  paragraphs: readonly string[];
  paragraphClassName?: string;
}) {
  return (
    <PageSection headingId={headingId} containerClassName={`${info.prose} ${info.centered}`}>
      <h2 id={headingId}>{title}</h2>
      <Paragraphs texts={paragraphs} className={paragraphClassName} />
    </PageSection>
  );
}

/** A band of main text with a side column (a contact card) beside it on wide screens. */
export function AsideSection({
  asideLabel,
  aside,
  children,
}: {
  asideLabel: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageSection containerClassName={info.withAside}>
      {children}
      <aside className={info.aside} aria-label={asideLabel}>
        {aside}
      </aside>
    </PageSection>
  );
}

/** The centred head of a band: an optional eyebrow, the h2 and an optional muted intro. */
export function SectionHead({
  id,
  title,
  titleClassName,
  eyebrow,
  intro,
}: {
  id?: string;
  title: ReactNode;
  titleClassName?: string;
  /** A text gets the plain eyebrow paragraph; an element stands as given. */
  eyebrow?: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <div className={info.sectionHead}>
      {typeof eyebrow === 'string' ? <p className="eyebrow">{eyebrow}</p> : eyebrow}
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {intro ? <p>{intro}</p> : null}
    </div>
  );
}

/** A list of plain lines of text (a policy's points, a group's items); each text keys its line. */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export interface TextBlockProps {
  headingId: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
  className?: string;
  headingClassName?: string;
  /** The points' list class; the information pages' check-marked list unless told. */
  pointsClassName?: string;
}

/** A titled block of running text: its h2, its paragraphs and, when it has them, its points. */
export function TextBlock({
  headingId,
  title,
  paragraphs,
  points,
  className,
  headingClassName,
  pointsClassName = info.points,
}: TextBlockProps) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {title}
      </h2>
      <Paragraphs texts={paragraphs} />
      {points ? <TextList items={points} className={pointsClassName} /> : null}
    </section>
  );
}

export interface CtaBandProps {
  headingId: string;
  title: string;
  text: string;
  /** One light button to the page the band invites to; or else the band's own children. */
  action?: { to: string; label: string };
  children?: ReactNode;
}

/** A dark band that invites the reader to act: its title and text beside the button(s). */
export function CtaBand({ headingId, title, text, action, children }: CtaBandProps) {
  return (
    <div className={info.ctaBand}>
      <div>
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
      </div>
      {action ? (
        <Link to={action.to} className={`btn btn-light ${info.ctaButton}`}>
          {action.label}
        </Link>
      ) : (
        children
      )}
    </div>
  );
}
