import { Link } from '../i18n';
import Banner from '../components/blocks/Banner';
import ContactCard from '../components/blocks/ContactCard';
import Icon from '../components/Icon';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import {
  CLOSED_NOTICE,
  DATTAK_PALAK,
  FUNDED_STUDENTS,
  IMPORTANT_NOTES,
  INTRO,
  PROCESS,
  SCHOLARSHIP_PAGE,
  formatRupees,
  fundedTotalPaise,
} from '../content/scholarship';
import info from './InfoPage.module.css';
import styles from './ScholarshipPage.module.css';

export default function ScholarshipPage() {
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
                <p className={styles.stepNumber}>Step {index + 1}</p>
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
          <aside className={info.aside} aria-label="Scholarship enquiries">
            <ContactCard title="Scholarship enquiries" entries={sabhaContactEntries('Scholarship')} />
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
                Scholarships awarded for {FUNDED_STUDENTS.year}: student, course and amount
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.index}>
                    #
                  </th>
                  <th scope="col">Student</th>
                  <th scope="col">Course</th>
                  <th scope="col" className={styles.amount}>
                    Amount
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
                    Total for {FUNDED_STUDENTS.year}
                  </th>
                  <td className={styles.amount} data-testid="scholarship-total">
                    {formatRupees(totalPaise)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className={styles.totalLine}>
            In {FUNDED_STUDENTS.year} the Sabha funded {FUNDED_STUDENTS.students.length} students with{' '}
            {formatRupees(totalPaise)} in all; over the last 20 years more than ₹2 crores has been disbursed.
          </p>
        </div>
      </section>
    </>
  );
}
