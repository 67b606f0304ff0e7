import type { Stat } from '../components/blocks/StatsStrip';

// The About page (/about-sabha), docs/product.md#other-pages: banner, Our Vision, Our Mission, About
// Organization, the achievements block and What we Achieved. Figures as listed there.

export const ABOUT_PAGE = {
  title: 'About Sabha',
  metaDescription:
    'The Dakshin Bharat Jain Sabha, founded on 3 April 1899: its vision, mission and 125 years of service in education, health, sanskar and social work across Maharashtra, Karnataka and Goa.',
  banner: '/images/banners/about.webp',
  eyebrow: 'Established 3 April 1899',
  subtitle:
    'A Digambar Jain community organisation serving Maharashtra, Karnataka and Goa through education, health and social welfare.',
} as const;

export interface TextBlock {
  title: string;
  paragraphs: string[];
  points?: string[];
}

export const VISION: TextBlock = {
  title: 'Our Vision',
  paragraphs: [
    'A community in which every child, girl or boy, from the smallest village can study, live with dignity and carry the values of Jain dharma (non-violence, truth and compassion) into whatever work they choose, and in which that community serves society as a whole.',
  ],
};

export const MISSION: TextBlock = {
  title: 'Our Mission',
  paragraphs: ['To keep the founders’ promise of 1899 alive by:'],
  points: [
    'running hostels, shravikashrams, schools and an industrial training institute where students from rural families find a safe home and good teaching;',
    'awarding scholarships, and matching donors with students through the dattak-palak (adopt-a-student) scheme;',
    'passing on Jain values to children through Paathshala classes and dharma sanskar camps;',
    'organising blood donation camps, health camps and medical help for families in need;',
    'honouring selfless service with annual awards, and bringing families together through matrimony meets;',
    'preserving the community’s heritage: its temples, manuscripts, pilgrimage places and its history.',
  ],
};

export const ABOUT_ORGANIZATION = {
  title: 'About Organization',
  image: {
    src: '/images/about/founder.webp',
    width: 600,
    height: 750,
    alt: 'Illustrated portrait honouring the founders of the Sabha',
  },
  paragraphs: [
    'The Sabha was founded on 3 April 1899 at Shri Kshetra Stavanidhi, in present-day Belgaum district, as the Dakshin Maharashtra Jain Sabha. Its founders were Digambar Jain leaders of the Deccan who saw that their community, once prominent in learning, trade and the arts, had fallen behind, and who believed that education, unity and social reform were the way forward.',
    'As its work spread across the south, the Sabha took its present name, Dakshin Bharat Jain Sabha (the South India Jain Association), in the early 1960s.',
    'Today the Sabha is a registered charitable organisation governed by an elected central committee and president. Its work is carried out through its branches, among them the Veer Seva Dal youth wing (founded 26 January 1979), the Graduate Association (founded 2 October 1989), the Jain Mahila Parishad and the Veer Mahila Mandal, and through its boys’ hostels in Sangli, Kolhapur, Hubli, Belgaum and Ichalkaranji, its girls’ shravikashrams, its schools and its publications, the Pragati and Jinvijay magazine among them.',
  ],
  officeImage: {
    src: '/images/about/sabha-office.webp',
    width: 1200,
    height: 800,
    alt: 'The Sabha’s office building',
  },
};

/**
 * docs/product.md#other-pages: 15,22,832 trees, 15,832 scholarships, 7,832 blood camps, 57,832 medical help.
 */
export const ACHIEVEMENTS: { title: string; intro: string; stats: Stat[] } = {
  title: 'Our Achievements',
  intro: 'What members, volunteers and donors have achieved together, in figures.',
  stats: [
    { id: 'trees', value: '15,22,832', label: 'Trees planted' },
    { id: 'scholarships', value: '15,832', label: 'Student scholarships' },
    { id: 'blood-camps', value: '7,832', label: 'Blood donation camps' },
    { id: 'medical-help', value: '57,832', label: 'People given medical help' },
  ],
};

export const WHAT_WE_ACHIEVED: TextBlock = {
  title: 'What we Achieved',
  paragraphs: [
    'In 125 years the Sabha has grown from a gathering at a pilgrimage place into one of the oldest community organisations of its kind in India. Its boardings have housed generations of students who came from villages to study in the cities; many went on to serve as teachers, doctors, engineers, lawyers and public servants, and came back to serve the Sabha in turn. Its girls’ shravikashrams opened higher education to young women when few families could send a daughter away to study, and the Sabha’s programmes have empowered over 1,522,832 girls and women.',
    'Scholarships have reached 15,832 students, and more than ₹2 crores has been disbursed in the last twenty years alone. Volunteers of the Veer Seva Dal have held 7,832 blood donation camps and planted trees in their lakhs, and 57,832 people have received medical help. Paathshalas in towns and villages teach thousands of children the foundations of Jain dharma every week.',
  ],
};

export const ABOUT_LINKS = [
  { label: 'Read our history', to: '/history' },
  { label: 'Meet the central committee', to: '/central-committee' },
  { label: 'Become a member', to: '/join-us' },
] as const;
