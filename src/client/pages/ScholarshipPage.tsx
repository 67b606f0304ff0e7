import { Link, useT, useTranslated } from '../i18n';
import Banner from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import Icon from '../components/Icon';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import * as SCHOLARSHIP from '../content/scholarship';
import { formatRupees, fundedTotalPaise } from '../content/scholarship';
import info from './InfoPage.module.css';
import styles from './ScholarshipPage.module.css';

const CONTENT = {
  CLOSED_NOTICE: SCHOLARSHIP.CLOSED_NOTICE,
  DATTAK_PALAK: SCHOLARSHIP.DATTAK_PALAK,
  FUNDED_STUDENTS: SCHOLARSHIP.FUNDED_STUDENTS,
  IMPORTANT_NOTES: SCHOLARSHIP.IMPORTANT_NOTES,
  INTRO: SCHOLARSHIP.INTRO,
  PROCESS: SCHOLARSHIP.PROCESS,
  SCHOLARSHIP_PAGE: SCHOLARSHIP.SCHOLARSHIP_PAGE,
};

export default function ScholarshipPage() {
  const t = useT();
  const { CLOSED_NOTICE, DATTAK_PALAK, FUNDED_STUDENTS, IMPORTANT_NOTES, INTRO, PROCESS, SCHOLARSHIP_PAGE } =
    useTranslated(CONTENT);
  usePageMeta(SCHOLARSHIP_PAGE.title, SCHOLARSHIP_PAGE.metaDescription);
  const totalPaise = fundedTotalPaise();
  return (
    <>
      <Banner
        title={SCHOLARSHIP_PAGE.title}
        eyebrow={SCHOLARSHIP_PAGE.eyebrow}
        subtitle={SCHOLARSHIP_PAGE.subtitle}
        image={SCHOLARSHIP_PAGE.banner}
      />

      <section className={`section ${styles.noticeSection}`} aria-labelledby="scholarship-closed">
        <div className="container">
          <div className={styles.notice}>
            <span className={styles.noticeIcon}>
              <Icon name="calendar" size={26} />
            </span>
            <div>
              <h2 id="scholarship-closed" className={styles.noticeTitle}>
                {CLOSED_NOTICE.title}
              </h2>
              <p className={styles.noticeText}>{CLOSED_NOTICE.text}</p>
            </div>
            <Link to={CLOSED_NOTICE.link.to} className={`btn ${styles.noticeButton}`}>
              {CLOSED_NOTICE.link.label}
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="scholarship-intro">
        <div className={`container ${info.split}`}>
          <div className={info.prose}>
            <h2 id="scholarship-intro">{INTRO.title}</h2>
            {INTRO.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className={info.lead}>
                {paragraph}
              </p>
            ))}
          </div>
          <p className={styles.highlight}>
            <span className={styles.highlightValue}>{INTRO.highlight.value}</span>
            <span className={styles.highlightLabel}>{INTRO.highlight.label}</span>
          </p>
        </div>
      </section>

      <section className={`section ${info.sectionAlt}`} aria-labelledby="scholarship-process">
        <div className="container">
          <div className={info.sectionHead}>
            <h2 id="scholarship-process">{PROCESS.title}</h2>
            <p>{PROCESS.intro}</p>
          </div>
          <ol className={styles.steps}>
            {PROCESS.steps.map((step, index) => (
              <li key={step.id} className={styles.step}>
                <span className={styles.stepIcon}>
                  <Icon name={step.icon} size={24} />
                </span>
                <p className={styles.stepNumber}>{t('Step {number}', { number: index + 1 })}</p>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section">
        <div className={`container ${info.withAside}`}>
          <div>
            <section className={info.prose} aria-labelledby="scholarship-notes">
              <h2 id="scholarship-notes">{IMPORTANT_NOTES.title}</h2>
              <ul className={info.points}>
                {IMPORTANT_NOTES.notes.map((note) => (
                  <li key={note.slice(0, 40)}>{note}</li>
                ))}
              </ul>
            </section>
            <section className={`${info.prose} ${styles.dattak}`} aria-labelledby="scholarship-dattak">
              <h2 id="scholarship-dattak">{DATTAK_PALAK.title}</h2>
              {DATTAK_PALAK.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
              <Link to={DATTAK_PALAK.action.to} className="btn">
                {DATTAK_PALAK.action.label}
              </Link>
            </section>
          </div>
          <aside className={info.aside} aria-label={t('Scholarship enquiries')}>
            <ContactCard title={t('Scholarship enquiries')} entries={sabhaContactEntries('Scholarship')} />
          </aside>
        </div>
      </section>

      <section className={`section ${info.sectionWarm}`} aria-labelledby="scholarship-funded">
        <div className="container">
          <div className={info.sectionHead}>
            <h2 id="scholarship-funded">{FUNDED_STUDENTS.title}</h2>
            <p>{FUNDED_STUDENTS.intro}</p>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {t('Scholarships awarded for {year}: student, course and amount', {
                  year: FUNDED_STUDENTS.year,
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
                {FUNDED_STUDENTS.students.map((student, index) => (
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
                    {t('Total for {year}', { year: FUNDED_STUDENTS.year })}
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
                year: FUNDED_STUDENTS.year,
                count: FUNDED_STUDENTS.students.length,
                total: formatRupees(totalPaise),
              },
            )}
          </p>
        </div>
      </section>
    </>
  );
}
