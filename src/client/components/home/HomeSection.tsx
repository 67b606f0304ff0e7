import type { ReactNode } from 'react';
import SectionHeading from './SectionHeading';
import home from './home.module.css';

export interface HomeSectionProps {
  /** The id of the section's h2 (SectionHeading), which names the section. */
  headingId: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'dark';
  /** The tinted background of every other home section. */
  tinted?: boolean;
  /** Without the site's `section` padding: a strip that pads itself. */
  padded?: boolean;
  className?: string;
  children: ReactNode;
  /** What belongs to the section outside its container (a modal). */
  outside?: ReactNode;
}

/** A section of the home page: its container opens with the eyebrow, h2 and intro of SectionHeading. */
export default function HomeSection({
  headingId,
  eyebrow,
  title,
  intro,
  tone,
  tinted = false,
  padded = true,
  className,
  children,
  outside,
}: HomeSectionProps) {
  const sectionClass = [padded ? 'section' : '', home.section, tinted ? home.tinted : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={sectionClass} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} tone={tone} />
        {children}
      </div>
      {outside}
    </section>
  );
}
