import { useState, type ReactNode } from 'react';
import { Link, useT, useTranslated } from '../i18n';
import { imageUrl, useGetSettingsQuery } from '../app/api';
import { PageBanner } from '../components/blocks/Banner';
import PageSection, { TextList } from '../components/blocks/PageSection';
import VideoModal, { VideoPlayButton } from '../components/blocks/VideoModal';
import Carousel from '../components/Carousel';
import Icon, { type IconName } from '../components/Icon';
import { DONATION_TESTIMONIALS_SETTINGS } from '../components/carouselSettings';
import usePageMeta from '../hooks/usePageMeta';
import * as DONATION from '../content/donation';
import { DONATE_PATH, type BeneficiaryTestimonial } from '../content/donation';
import { form10acUrlError } from '../../shared/validation/siteDocuments';
import ResponsiveImage from '../components/ResponsiveImage';
import info from './InfoPage.module.css';
import styles from './DonationLandingPage.module.css';
import Paragraphs from '../components/Paragraphs';

const CONTENT = {
  BENEFICIARY_TESTIMONIALS: DONATION.BENEFICIARY_TESTIMONIALS,
  DONATION_PAGE: DONATION.DONATION_PAGE,
  DONATION_VIDEO: DONATION.DONATION_VIDEO,
  LEGAL_CERTIFICATES: DONATION.LEGAL_CERTIFICATES,
  MISSION: DONATION.MISSION,
  TAX_NOTE: DONATION.TAX_NOTE,
  TESTIMONIALS_TITLE: DONATION.TESTIMONIALS_TITLE,
};

function TestimonialSlide({ testimonial }: { testimonial: BeneficiaryTestimonial }) {
  const t = useT();
  const credits = [testimonial.sub_title_one, testimonial.sub_title_two, testimonial.sub_title_three].filter(
    (line): line is string => Boolean(line),
  );
  return (
    <figure className={styles.testimonial}>
      <ResponsiveImage
        className={styles.portrait}
        src={testimonial.image}
        alt={testimonial.imageAlt}
        width={240}
        height={240}
        sizes="(min-width: 834px) 160px, 120px"
      />
      <div className={styles.testimonialBody}>
        <blockquote className={styles.quote}>
          <p>{testimonial.quote}</p>
        </blockquote>
        {credits.length > 0 ? (
          <figcaption className={styles.credits}>
            {credits.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </figcaption>
        ) : null}
        <Link to={DONATE_PATH} className={`btn ${styles.testimonialButton}`}>
          {t('Donate')}
        </Link>
      </div>
    </figure>
  );
}

/** The office's Form 10AC document (an uploaded PDF under the API base, or a link), or null while there is none. */
function useForm10acHref(): string | null {
  // The Layout asked for the settings at app start; this reads the same cached answer.
  const { data, isError } = useGetSettingsQuery();
  const value = isError ? '' : (data?.result?.[0]?.form_10ac_url ?? '').trim();
  return value && form10acUrlError(value) === null ? imageUrl(value) : null;
}

type Content = typeof CONTENT;

function MissionSection({ mission }: { mission: Content['MISSION'] }) {
  const t = useT();
  return (
    <PageSection headingId="donation-mission" containerClassName={info.split}>
      <div className={info.prose}>
        <p className="eyebrow">{t('Our mission')}</p>
        <h2 id="donation-mission">{mission.title}</h2>
        <Paragraphs texts={mission.paragraphs} />
        <Link to={mission.action.to} className="btn">
          {mission.action.label}
        </Link>
      </div>
      <div className={styles.usesCard}>
        <h3 className={styles.usesTitle}>{t('Your gift supports')}</h3>
        <TextList items={mission.uses.map((use) => use.label)} className={info.points} />
      </div>
    </PageSection>
  );
}

/** A card of the trust band: its icon, its title and what it says. */
function TrustCard({
  headingId,
  icon,
  title,
  children,
}: {
  headingId: string;
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <article className={`card ${styles.trustCard}`} aria-labelledby={headingId}>
      <span className={styles.trustIcon}>
        <Icon name={icon} size={26} />
      </span>
      <h2 id={headingId} className={styles.trustTitle}>
        {title}
      </h2>
      {children}
    </article>
  );
}

/** The 80G tax note and the legal certificates, with the office's Form 10AC when it has one. */
function TrustSection({
  taxNote,
  certificates,
}: {
  taxNote: Content['TAX_NOTE'];
  certificates: Content['LEGAL_CERTIFICATES'];
}) {
  const t = useT();
  const form10acHref = useForm10acHref();
  return (
    <PageSection tone="alt" label={t('Tax benefit and legal certificates')} containerClassName={styles.trust}>
      <TrustCard headingId="donation-80g" icon="rupee" title={taxNote.title}>
        <p>{taxNote.text}</p>
      </TrustCard>
      <TrustCard headingId="donation-certificates" icon="shield" title={certificates.title}>
        <p>
          {certificates.text} {form10acHref ? certificates.withDocument : certificates.withoutDocument}
        </p>
        {form10acHref ? (
          <a className="btn btn-outline" href={form10acHref} target="_blank" rel="noopener">
            <Icon name="download" size={18} />
            {certificates.button.label}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        ) : (
          <Link className="btn btn-outline" to={certificates.requestLink.to}>
            {certificates.requestLink.label}
          </Link>
        )}
      </TrustCard>
    </PageSection>
  );
}

function TestimonialsSection({
  title,
  testimonials,
}: {
  title: Content['TESTIMONIALS_TITLE'];
  testimonials: Content['BENEFICIARY_TESTIMONIALS'];
}) {
  const t = useT();
  return (
    <PageSection
      className={styles.testimonials}
      headingId="donation-testimonials"
      eyebrow={<p className={`eyebrow ${styles.lightEyebrow}`}>{t('Stories')}</p>}
      title={title}
      titleClassName={styles.testimonialsTitle}
    >
      <Carousel
        label={t('Beneficiary testimonials')}
        settings={DONATION_TESTIMONIALS_SETTINGS}
        className={styles.slider}
      >
        {testimonials.map((testimonial) => (
          <TestimonialSlide key={testimonial.id} testimonial={testimonial} />
        ))}
      </Carousel>
    </PageSection>
  );
}

/** The video's poster with its play button, and the modal that plays it. */
function VideoSection({ video }: { video: Content['DONATION_VIDEO'] }) {
  const t = useT();
  const [videoOpen, setVideoOpen] = useState(false);
  return (
    <>
      <PageSection headingId="donation-video" containerClassName={info.split}>
        <div className={info.prose}>
          <p className="eyebrow">{video.eyebrow}</p>
          <h2 id="donation-video">{video.title}</h2>
          <p className={info.lead}>{video.text}</p>
          <Link to={DONATE_PATH} className="btn">
            {t('Donate Now')}
          </Link>
        </div>
        <div className={styles.video}>
          <ResponsiveImage
            className={styles.poster}
            src={video.poster}
            alt=""
            width={1280}
            height={720}
            sizes="(min-width: 1000px) 560px, calc(100vw - 32px)"
          />
          <div className={styles.playWrap}>
            <VideoPlayButton label={video.playLabel} onClick={() => setVideoOpen(true)} />
          </div>
        </div>
      </PageSection>

      <VideoModal
        open={videoOpen}
        onClose={() => setVideoOpen(false)}
        title={video.modalTitle}
        src={video.src}
        poster={video.poster}
      />
    </>
  );
}

export default function DonationLandingPage() {
  const {
    BENEFICIARY_TESTIMONIALS,
    DONATION_PAGE,
    DONATION_VIDEO,
    LEGAL_CERTIFICATES,
    MISSION,
    TAX_NOTE,
    TESTIMONIALS_TITLE,
  } = useTranslated(CONTENT);
  usePageMeta(DONATION_PAGE.title, DONATION_PAGE.metaDescription);

  return (
    <>
      <PageBanner page={DONATION_PAGE} />
      <MissionSection mission={MISSION} />
      <TrustSection taxNote={TAX_NOTE} certificates={LEGAL_CERTIFICATES} />
      <TestimonialsSection title={TESTIMONIALS_TITLE} testimonials={BENEFICIARY_TESTIMONIALS} />
      <VideoSection video={DONATION_VIDEO} />
    </>
  );
}
