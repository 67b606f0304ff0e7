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

function factsOf(institution: Institution): IntroFact[] {
  const facts: IntroFact[] = [
    {
      icon: institution.kind === 'school' ? 'school' : 'hostel',
      label: 'Type',
      value: institution.typeLabel ?? KIND_LABELS[institution.kind],
    },
    { icon: 'location', label: 'Location', value: institution.place },
  ];
  facts.push(
    institution.established
      ? { icon: 'calendar', label: 'Established', value: String(institution.established) }
      : { icon: 'users', label: 'Run by', value: 'Dakshin Bharat Jain Sabha' },
  );
  return facts;
}

function InstitutionView({ institution }: { institution: Institution }) {
  usePageMeta(institution.name, institution.metaDescription);
  const isSchool = institution.kind === 'school';
  return (
    <>
      <Banner
        eyebrow={institution.typeLabel ?? KIND_LABELS[institution.kind]}
        title={institution.name}
        subtitle={establishedLine(institution)}
        image={institutionImage(institution.slug)}
      />
      <IntroSplit
        id="history"
        eyebrow="History"
        heading={institution.history.heading}
        paragraphs={institution.history.paragraphs}
        image={{ src: institutionImage(institution.slug), alt: institution.name, width: 1200, height: 800 }}
        facts={factsOf(institution)}
      />
      <InstitutionSections institution={institution} />
      <ContactRow
        title="Contact Us"
        entries={institution.contact}
        invitation={{
          heading: isSchool ? 'Admissions and visits' : 'Admissions and support',
          text:
            'For admissions, fees or a visit, send us an enquiry and the Sabha’s office will put you in touch. ' +
            'Scholarships and donors help students who could not otherwise afford to study.',
          links: [
            { to: '/contact-us', label: 'Send an Enquiry' },
            { to: '/Scholarship', label: 'Scholarships' },
            { to: '/donation', label: 'Support a Student' },
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
