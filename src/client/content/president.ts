// Fixed text of the About President page (docs/product.md#other-pages: the fixed Education & Social Impact
// text). It describes the Sabha's work, which stays true whoever holds the office, so it is shown with every
// record.

export interface TextSection {
  title: string;
  paragraphs: string[];
}

export const PRESIDENT_PAGE = {
  title: 'About President',
  eyebrow: 'Leadership',
  subtitle: 'Guiding the Sabha in its service to the community.',
  metaDescription:
    'The President of the Dakshin Bharat Jain Sabha and the education and social-impact work the Sabha carries out under its leadership.',
  banner: '/images/banners/president.webp',
} as const;

export const EDUCATION_AND_SOCIAL_IMPACT: TextSection = {
  title: 'Education & Social Impact',
  paragraphs: [
    'Education has been the heart of the Sabha since its founding in 1899. Under its present leadership the Sabha continues to run its historic boardings for boys in Sangli, Kolhapur, Hubli, Belgaum and Ichalkaranji and its shravikashrams for girls in Kolhapur, Sangli and Aurangabad, giving students from villages across Maharashtra, Karnataka and Goa a safe home, wholesome food, a library and the discipline to study in the cities. Its schools in Nandre, Dudhgaon, Savalwadi-Malwadi and Ambad and the industrial training institute in Sangli bring good teaching within reach of rural families.',
    'Scholarships open doors that fees would otherwise close. Through its scholarship fund and the dattak-palak scheme, in which a donor adopts the cost of one student’s education, the Sabha has disbursed more than ₹2 crores over twenty years to deserving students, with the help of its members and donors.',
    'Service reaches beyond the classroom. Blood donation camps organised with the Veer Seva Dal, health camps and medical help for needy families under the Kamveer Arogya Abhiyan, tree plantation drives, Paathshala classes that pass on Jain values to children, and matrimony meets for the community are all carried forward as one family, in the spirit of the founders.',
  ],
};
