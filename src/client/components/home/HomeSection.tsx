import type { ReactNode } from 'react';
import type { Settings } from 'react-slick';
import { useTranslated } from '../../i18n';
import { HOME_SECTIONS, type HomeSectionHeading, type HomeSectionName } from '../../content/home';
import HomeCarousel from './HomeCarousel';
import SectionHeading from './SectionHeading';
import home from './home.module.css';

export interface HomeSectionProps {
  /** The section's heading in content/home.ts (HOME_SECTIONS): its h2's id, eyebrow, title and intro. */
  name: HomeSectionName;
  tone?: 'light' | 'dark';
  /** The tinted background of every other home section. */
  tinted?: boolean;
  /** Without the site's `section` padding: a strip that pads itself. */
  padded?: boolean;
  className?: string;
  /** The section's children as the slides of a carousel (named by the heading's carouselLabel); equalHeights
   *  stretches the cards of a slide row to one height. */
  carousel?: { settings: Settings; equalHeights?: boolean };
  children: ReactNode;
  /** What belongs to the section outside its container (a modal). */
  outside?: ReactNode;
}

/** A section of the home page: its container opens with the eyebrow, h2 and intro of SectionHeading. */
export default function HomeSection({
  name,
  tone,
  tinted = false,
  padded = true,
  className,
  carousel,
  children,
  outside,
}: HomeSectionProps) {
  const heading: HomeSectionHeading = useTranslated(HOME_SECTIONS[name]);
  const sectionClass = [padded ? 'section' : '', home.section, tinted ? home.tinted : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={sectionClass} aria-labelledby={heading.id}>
      <div className="container">
        <SectionHeading
          id={heading.id}
          eyebrow={heading.eyebrow}
          title={heading.title}
          intro={heading.intro}
          tone={tone}
        />
        {carousel ? (
          <HomeCarousel
            label={heading.carouselLabel ?? heading.title}
            settings={carousel.settings}
            className={carousel.equalHeights ? home.equalHeights : undefined}
          >
            {children}
          </HomeCarousel>
        ) : (
          children
        )}
      </div>
      {outside}
    </section>
  );
}
