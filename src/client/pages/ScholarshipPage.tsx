import { Link, useT, useTranslated } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import NoticeBand from '../components/blocks/NoticeBand';
import PageSection, { AsideSection, TextList } from '../components/blocks/PageSection';
import IconItem from '../components/blocks/IconItem';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import * as SCHOLARSHIP from '../content/scholarship';
import { formatRupees, fundedTotalPaise } from '../content/scholarship';
import info from './InfoPage.module.css';
import styles from './ScholarshipPage.module.css';
import shared from '../styles/shared.module.css';
import Paragraphs from '../components/Paragraphs';

const CONTENT = {
  CLOSED_NOTICE: SCHOLARSHIP.CLOSED_NOTICE,
  DATTAK_PALAK: SCHOLARSHIP.DATTAK_PALAK,
  FUNDED_STUDENTS: SCHOLARSHIP.FUNDED_STUDENTS,
  IMPORTANT_NOTES: SCHOLARSHIP.IMPORTANT_NOTES,
  INTRO: SCHOLARSHIP.INTRO,
  PROCESS: SCHOLARSHIP.PROCESS,
  SCHOLARSHIP_PAGE: SCHOLARSHIP.SCHOLARSHIP_PAGE,
};

type Content = typeof CONTENT;

function ClosedNoticeSection({ notice }: { notice: Content['CLOSED_NOTICE'] }) {
  return (
    <PageSection className={styles.noticeSection} headingId="scholarship-closed">
      <NoticeBand
        look="highlighted"
        headingId="scholarship-closed"
        icon="calendar"
        title={notice.title}
        text={notice.text}
        link={notice.link}
      />
    </PageSection>
  );
}

function IntroSection({ intro }: { intro: Content['INTRO'] }) {
  return (
    <PageSection headingId="scholarship-intro" containerClassName={info.split}>
      <div className={info.prose}>
        <h2 id="scholarship-intro">{intro.title}</h2>
        <Paragraphs texts={intro.paragraphs} className={info.lead} />
      </div>
      <p className={styles.highlight}>
        <span className={styles.highlightValue}>{intro.highlight.value}</span>
        <span className={styles.highlightLabel}>{intro.highlight.label}</span>
      </p>
    </PageSection>
  );
}

function ProcessSection({ process }: { process: Content['PROCESS'] }) {
  const t = useT();
  return (
    <PageSection tone="alt" headingId="scholarship-process" title={process.title} intro={process.intro}>
      <ol className={styles.steps}>
        {process.steps.map((step, index) => (
          <IconItem
            key={step.id}
            icon={step.icon}
            size={24}
            className={styles.step}
            iconClassName={styles.stepIcon}
          >
            <p className={styles.stepNumber}>{t('Step {number}', { number: index + 1 })}</p>
            <h3 className={shared.cardTitle}>{step.title}</h3>
            <p className={shared.looseCardText}>{step.text}</p>
          </IconItem>
        ))}
      </ol>
    </PageSection>
  );
}

/** The important notes and the Dattak Palak scheme, beside the scholarship desk's contacts. */
function NotesSection({
  notes,
  dattakPalak,
}: {
  notes: Content['IMPORTANT_NOTES'];
  dattakPalak: Content['DATTAK_PALAK'];
}) {
  const t = useT();
  return (
    <AsideSection
      asideLabel={t('Scholarship enquiries')}
      aside={<ContactCard title={t('Scholarship enquiries')} entries={sabhaContactEntries('Scholarship')} />}
    >
      <div>
        <section className={info.prose} aria-labelledby="scholarship-notes">
          <h2 id="scholarship-notes">{notes.title}</h2>
          <TextList items={notes.notes} className={info.points} />
        </section>
        <section className={`${info.prose} ${styles.dattak}`} aria-labelledby="scholarship-dattak">
          <h2 id="scholarship-dattak">{dattakPalak.title}</h2>
          <Paragraphs texts={dattakPalak.paragraphs} />
          <Link to={dattakPalak.action.to} className="btn">
            {dattakPalak.action.label}
          </Link>
        </section>
      </div>
    </AsideSection>
  );
}

/** This year's funded students with their total, in a table and in a sentence. */
function FundedStudentsSection({ funded }: { funded: Content['FUNDED_STUDENTS'] }) {
  const t = useT();
  const totalPaise = fundedTotalPaise();
  return (
    <PageSection tone="warm" headingId="scholarship-funded" title={funded.title} intro={funded.intro}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('Scholarships awarded for {year}: student, course and amount', {
              year: funded.year,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.index}>
                #
              </th>
              <th scope="col">{t('Student')}</th>
              <th scope="col">{t('Course')}</th>
              <th scope="col" className={styles.amount}>
                {t('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {funded.students.map((student, index) => (
              <tr key={student.id}>
                <td className={styles.index}>{index + 1}</td>
                <td>{student.student}</td>
                <td>{student.course}</td>
                <td className={styles.amount}>{formatRupees(student.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className={styles.index} />
              <th scope="row" colSpan={2}>
                {t('Total for {year}', { year: funded.year })}
              </th>
              <td className={styles.amount} data-testid="scholarship-total">
                {formatRupees(totalPaise)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.totalLine}>
        {t(
          'In {year} the Sabha funded {count} students with {total} in all; over the last 20 years more than ₹2 crores has been disbursed.',
          {
            year: funded.year,
            count: funded.students.length,
            total: formatRupees(totalPaise),
          },
        )}
      </p>
    </PageSection>
  );
}

export default function ScholarshipPage() {
  const { CLOSED_NOTICE, DATTAK_PALAK, FUNDED_STUDENTS, IMPORTANT_NOTES, INTRO, PROCESS, SCHOLARSHIP_PAGE } =
    useTranslated(CONTENT);
  usePageMeta(SCHOLARSHIP_PAGE.title, SCHOLARSHIP_PAGE.metaDescription);
  return (
    <>
      <PageBanner page={SCHOLARSHIP_PAGE} />
      <ClosedNoticeSection notice={CLOSED_NOTICE} />
      <IntroSection intro={INTRO} />
      <ProcessSection process={PROCESS} />
      <NotesSection notes={IMPORTANT_NOTES} dattakPalak={DATTAK_PALAK} />
      <FundedStudentsSection funded={FUNDED_STUDENTS} />
    </>
  );
}
