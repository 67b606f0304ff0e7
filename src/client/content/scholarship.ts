import type { IconName } from '../components/Icon';
import { formatPaise } from '../../shared/money';

// The scholarship screen (/scholarship-main/Scholarship and /Scholarship), docs/product.md#other-pages: the
// CLOSED notice, the 4-step process, important notes, the dattak-palak scheme, the 8 students funded for
// 2024-25 (total ₹11,03,860) and over ₹2 crores disbursed in 20 years.

export const SCHOLARSHIP_PAGE = {
  title: 'Scholarship',
  metaDescription:
    'Scholarships of the Dakshin Bharat Jain Sabha: how to apply, important notes, the dattak-palak (adopt-a-student) scheme and the students funded in 2024-25. Over ₹2 crores disbursed in 20 years.',
  banner: '/images/banners/scholarship.webp',
  eyebrow: 'Education',
  subtitle:
    'Helping deserving students complete their education, with the support of our members and donors.',
} as const;

/** Rupees without the paise when there are none, in the Indian grouping of formatPaise: '₹11,03,860'. */
export const formatRupees = (paise: number): string => formatPaise(paise).replace(/\.00$/, '');

export const CLOSED_NOTICE = {
  title: 'Applications for this year are CLOSED',
  text: 'The scholarship application period for this academic year has ended. Dates for the next round will be announced on this page. For questions about an application you have already sent, please contact the office.',
  link: { label: 'Contact Us', to: '/contact-us' },
};

export const INTRO = {
  title: 'Education should not stop for want of fees',
  paragraphs: [
    'Since its founding in 1899 the Sabha has believed that no able student should give up studying because the family cannot pay. Its scholarship fund, built up from the gifts of members and donors, helps students from families of modest means pay the fees of school, college and professional courses.',
  ],
  highlight: { value: 'Over ₹2 crores', label: 'disbursed to students in the last 20 years' },
};

export interface ProcessStep {
  id: string;
  icon: IconName;
  title: string;
  text: string;
}

/** docs/product.md#other-pages: download forms, fill up, scan, upload scanned forms. */
export const PROCESS: { title: string; intro: string; steps: ProcessStep[] } = {
  title: 'How to apply',
  intro: 'When applications are open, applying takes four steps.',
  steps: [
    {
      id: 'download',
      icon: 'download',
      title: 'Download the forms',
      text: 'Download the application form and the guarantor’s form published on this page when applications open.',
    },
    {
      id: 'fill',
      icon: 'book',
      title: 'Fill up the forms',
      text: 'Fill in every section in clear handwriting, sign the forms, and have the guarantor sign theirs.',
    },
    {
      id: 'scan',
      icon: 'check',
      title: 'Scan the forms',
      text: 'Scan the filled forms and the documents listed below, each page clear and readable, as PDF or image files.',
    },
    {
      id: 'upload',
      icon: 'web',
      title: 'Upload the scanned forms',
      text: 'Upload the scanned forms and documents through the application link before the last date.',
    },
  ],
};

export const IMPORTANT_NOTES = {
  title: 'Important notes',
  notes: [
    'Attach the mark sheet of the last examination passed, proof of admission and the fee receipt or fee structure of the current course.',
    'Attach a certificate of the family’s annual income. Where an identity proof such as Aadhaar is asked for, you may mask all but the last four digits.',
    'Incomplete forms, or forms received after the last date, cannot be considered.',
    'Scholarships are decided by the Sabha’s scholarship committee on merit and need; its decision is final.',
    'The amount is paid towards the student’s education, normally directly to the institution or by bank transfer.',
    'Students who receive a scholarship are asked to send their results at the end of the year, and are encouraged to help another student in turn when they are able to.',
  ],
};

export const DATTAK_PALAK = {
  title: 'Dattak-palak: adopt a student',
  paragraphs: [
    'Under the dattak-palak (foster-guardian) scheme, a donor adopts the cost of one student’s education: the fees of a year, or of a whole course. The Sabha finds a deserving student, pays the fees to the institution and keeps the donor informed of the student’s progress.',
    'Many of our donors were themselves helped by the Sabha as students. Individuals, families and trusts can take part, in their own name or in memory of someone dear to them. Donations to the Sabha are eligible for deduction under section 80G of the Income Tax Act, and a receipt is issued for every gift.',
  ],
  action: { label: 'Adopt a student', to: '/donation' },
};

export interface FundedStudent {
  id: string;
  /** Initials only: the students’ names are not published. */
  student: string;
  course: string;
  amountPaise: number;
}

/** docs/product.md#other-pages: eight students funded for 2024-25, ₹11,03,860 in all. */
export const FUNDED_STUDENTS: { title: string; year: string; intro: string; students: FundedStudent[] } = {
  title: 'Students funded in 2024-25',
  year: '2024-25',
  intro:
    'Eight students received scholarships for the academic year 2024-25. To protect their privacy, they are shown by their initials.',
  students: [
    { id: 's1', student: 'A. P.', course: 'B.E. (Computer Engineering)', amountPaise: 1_42_500_00 },
    { id: 's2', student: 'S. K.', course: 'MBBS', amountPaise: 2_45_000_00 },
    { id: 's3', student: 'R. M.', course: 'B.Pharm', amountPaise: 1_18_760_00 },
    { id: 's4', student: 'P. J.', course: 'B.Sc. Nursing', amountPaise: 96_400_00 },
    { id: 's5', student: 'V. C.', course: 'BAMS', amountPaise: 1_65_000_00 },
    { id: 's6', student: 'N. D.', course: 'Diploma in Mechanical Engineering', amountPaise: 64_200_00 },
    { id: 's7', student: 'K. S.', course: 'B.Com', amountPaise: 58_000_00 },
    { id: 's8', student: 'M. B.', course: 'B.Arch', amountPaise: 2_14_000_00 },
  ],
};

export const fundedTotalPaise = (students: readonly FundedStudent[] = FUNDED_STUDENTS.students): number =>
  students.reduce((sum, student) => sum + student.amountPaise, 0);
