import { useT, useTranslated, type Translate } from '../i18n';
import Banner from '../components/blocks/Banner';
import ContactRow from '../components/branch/ContactRow';
import IntroSplit, { type IntroFact } from '../components/branch/IntroSplit';
import InstitutionSections from '../components/institution/InstitutionSections';
import {
  KIND_LABELS,
  establishedLine,
  findInstitution,
  institutionImage,
  type Institution,
} from '../content/institutions';
import usePageMeta from '../hooks/usePageMeta';
import NotFoundPage from './NotFoundPage';

// `institution` is already in the page's language; the labels and the kind are translated here.
function factsOf(institution: Institution, t: Translate): IntroFact[] {
  const facts: IntroFact[] = [
    {
      icon: institution.kind === 'school' ? 'school' : 'hostel',
      label: t('Type'),
      value: institution.typeLabel ?? t(KIND_LABELS[institution.kind]),
    },
    { icon: 'location', label: t('Location'), value: institution.place },
  ];
  facts.push(
    institution.established
      ? { icon: 'calendar', label: t('Established'), value: String(institution.established) }
      : { icon: 'users', label: t('Run by'), value: t('Dakshin Bharat Jain Sabha') },
  );
  return facts;
}

/** establishedLine (content/institutions.ts) in the page's language. */
function subtitleOf(institution: Institution, t: Translate): string {
  return institution.established
    ? t('Established {year} · {place}', { year: institution.established, place: institution.place })
    : t('Run by the Dakshin Bharat Jain Sabha · {place}', { place: institution.place });
}

function InstitutionView({ institution: english }: { institution: Institution }) {
  const t = useT();
  const institution = useTranslated(english);
  usePageMeta(institution.name, institution.metaDescription);
  const isSchool = institution.kind === 'school';
  return (
    <>
      <Banner
        eyebrow={institution.typeLabel ?? t(KIND_LABELS[institution.kind])}
        title={institution.name}
        subtitle={english === institution ? establishedLine(english) : subtitleOf(institution, t)}
        image={institutionImage(english.slug)}
      />
      <IntroSplit
        id="history"
        eyebrow={t('History')}
        heading={institution.history.heading}
        paragraphs={institution.history.paragraphs}
        image={{ src: institutionImage(english.slug), alt: institution.name, width: 1200, height: 800 }}
        facts={factsOf(institution, t)}
      />
      <InstitutionSections institution={institution} />
      <ContactRow
        title={t('Contact Us')}
        entries={institution.contact}
        invitation={{
          heading: isSchool ? t('Admissions and visits') : t('Admissions and support'),
          text: t(
            'For admissions, fees or a visit, send us an enquiry and the Sabha’s office will put you in touch. Scholarships and donors help students who could not otherwise afford to study.',
          ),
          links: [
            { to: '/contact-us', label: t('Send an Enquiry') },
            { to: '/Scholarship', label: t('Scholarships') },
            { to: '/donation', label: t('Support a Student') },
          ],
        }}
      />
    </>
  );
}

/** A hostel or school page; `slug` is one of the slugs of shared/routes.ts (see app/router.tsx). */
export default function InstitutionPage({ slug }: { slug: string }) {
  const data = findInstitution(slug);
  // The router only passes known slugs; anything else gets the friendly not-found page, never a crash.
  if (!data) return <NotFoundPage />;
  return <InstitutionView institution={data} />;
}
