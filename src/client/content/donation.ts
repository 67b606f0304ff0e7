// The donation landing page (/donation), docs/product.md#other-pages: banner 'Donate', 'Transforming Lives
// Together', the 80G note, 'Our Legal Certificates', the 'What our beneficiaries say' slider and the donation
// video.

export const DONATION_PAGE = {
  title: 'Donate',
  metaDescription:
    'Donate to the Dakshin Bharat Jain Sabha: support scholarships, hostels, health camps and Paathshalas. Donations are eligible for deduction under section 80G of the Income Tax Act.',
  banner: '/images/banners/donation.webp',
  eyebrow: 'Give with confidence',
  subtitle: 'Your gift keeps a student in school, a hostel kitchen running and a health camp open.',
} as const;

export const DONATE_PATH = '/donation/donation-payment';

export const MISSION = {
  title: 'Transforming Lives Together',
  paragraphs: [
    'For 125 years the Dakshin Bharat Jain Sabha has been carried by the generosity of its community. The first boardings were built with the gifts of merchants and farmers who wanted the next generation to have what they had not: an education. That chain of giving has never been broken.',
    'Today your donation pays for scholarships and the dattak-palak scheme, keeps our hostels and schools in good repair, supports the Kamveer Arogya Abhiyan and blood donation camps, and sends books to Paathshalas. Every rupee is accounted for, and every donor receives a receipt.',
  ],
  uses: [
    { id: 'education', label: 'Scholarships and the cost of education' },
    { id: 'hostels', label: 'Hostels, schools and their upkeep' },
    { id: 'health', label: 'Health camps and medical help' },
    { id: 'sanskar', label: 'Paathshalas and dharma sanskar camps' },
  ],
  action: { label: 'Donate Now', to: DONATE_PATH },
};

export const TAX_NOTE = {
  title: 'Tax benefit under section 80G',
  text: 'Donations to the Dakshin Bharat Jain Sabha are eligible for deduction under section 80G of the Income Tax Act, 1961. A receipt is issued for every donation; please give your PAN with your donation so that it can be reported to the Income Tax Department and your deduction can be claimed.',
};

/**
 * The Form 10AC order itself is a site setting (form_10ac_url) the office fills in the console, by uploading the
 * PDF or giving its link. Until then the button is hidden and the text says where to ask for a copy.
 */
export const LEGAL_CERTIFICATES = {
  title: 'Our Legal Certificates',
  text: 'The Sabha is registered as a charitable institution under section 12A of the Income Tax Act, 1961.',
  withDocument: 'Its registration order (Form 10AC) can be viewed below.',
  withoutDocument: 'A copy of its registration order (Form 10AC) is sent by the office on request.',
  button: { label: 'View Our Form 10AC (12A)' },
  requestLink: { label: 'Ask the office for a copy', to: '/contact-us' },
};

export interface BeneficiaryTestimonial {
  id: number;
  quote: string;
  /** Optional credit lines, as the testimonial records carry them (sub_title_one/two/three). */
  sub_title_one?: string;
  sub_title_two?: string;
  sub_title_three?: string;
  image: string;
  imageAlt: string;
}

export const TESTIMONIALS_TITLE = 'What our beneficiaries say';

/** Three testimonials; the slider's settings: docs/product.md#carousel-settings. */
export const BENEFICIARY_TESTIMONIALS: BeneficiaryTestimonial[] = [
  {
    id: 1,
    quote:
      'My father is a farmer and my engineering fees were more than our harvest. The Sabha’s scholarship paid them for four years. Today I have a job, and I have started paying it forward for another student.',
    sub_title_one: 'Scholarship student',
    sub_title_two: 'B.E., Sangli',
    image: '/images/people/person-1.webp',
    imageAlt: 'Portrait of a former scholarship student',
  },
  {
    id: 2,
    quote:
      'The shravikashram gave me a safe room in the city, good food and sisters for life. Without it my parents would never have let me study nursing so far from home.',
    sub_title_one: 'Resident, girls’ shravikashram',
    sub_title_two: 'B.Sc. Nursing',
    sub_title_three: 'Kolhapur',
    image: '/images/people/person-2.webp',
    imageAlt: 'Portrait of a shravikashram resident',
  },
  {
    id: 3,
    quote:
      'When my husband needed an operation we did not know where to turn. The volunteers of the health campaign found us a hospital and helped with the cost. We will never forget it.',
    sub_title_one: 'Family helped by the Kamveer Arogya Abhiyan',
    image: '/images/people/person-4.webp',
    imageAlt: 'Portrait of a woman whose family was helped',
  },
];

export const DONATION_VIDEO = {
  eyebrow: 'Watch',
  title: 'See where your donation goes',
  text: 'A short film about the students, families and volunteers your gifts support.',
  poster: '/images/video/donation-poster.webp',
  src: '/media/donation-story.webm',
  modalTitle: 'How your donation transforms lives',
  playLabel: 'Play the video: How your donation transforms lives',
};
