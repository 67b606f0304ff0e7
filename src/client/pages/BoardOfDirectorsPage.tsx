import { Link, useT, useTranslated, type Translate } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import { BOARD_PAGE } from '../content/pageBanners';
import ContactCard from '../components/blocks/ContactCard';
import PageSection, { AsideSection } from '../components/blocks/PageSection';
import { IconCards } from '../components/blocks/IconItem';
import usePageMeta from '../hooks/usePageMeta';
import { sabhaContactEntries } from '../content/contacts';
import info from './InfoPage.module.css';
import styles from './BoardOfDirectorsPage.module.css';

// /board-of-directors is linked from the footer, but the Sabha gave no content for it. The board members
// themselves are published, by category, on the Central Committee page from the server's data, so this page
// explains how the Sabha is governed and leads there rather than keeping a second, stale list.

/** The committee category that lists the board; the button opens the Central Committee page on its tab. */
export const BOARD_CATEGORY = 'Board of Directors';
export const BOARD_MEMBERS_LINK = `/central-committee?category=${encodeURIComponent(BOARD_CATEGORY)}`;

const governance = (t: Translate) => [
  {
    icon: 'users' as const,
    title: t('Members'),
    text: t(
      'Life members of the Sabha form its general body. They elect its committee and receive its reports and accounts.',
    ),
  },
  {
    icon: 'shield' as const,
    title: t('Central committee and board'),
    text: t(
      'Elected representatives from Maharashtra, Karnataka and Goa direct the Sabha’s work, its finances and its institutions.',
    ),
  },
  {
    icon: 'person' as const,
    title: t('President and office-bearers'),
    text: t('The president and the other office-bearers lead the committee and speak for the Sabha.'),
  },
  {
    icon: 'hostel' as const,
    title: t('Local committees'),
    text: t(
      'Each hostel, school and branch has its own managing committee, working under the central committee.',
    ),
  },
];

export default function BoardOfDirectorsPage() {
  const t = useT();
  const page = useTranslated(BOARD_PAGE);
  usePageMeta(page.title, page.metaDescription);
  return (
    <>
      <PageBanner page={page} />
      <AsideSection
        asideLabel={t('Contact the Sabha office')}
        aside={
          <ContactCard title={t('Write to the board')} entries={sabhaContactEntries('Board of Directors')} />
        }
      >
        <div className={info.prose}>
          <h2>{t('How the Sabha is governed')}</h2>
          <p>
            {t(
              'Since 1899 the Dakshin Bharat Jain Sabha has been run by and for its members. Its leaders give their time to the hostels, schools, scholarships and service programmes of the Sabha, and they are accountable to the members who elect them.',
            )}
          </p>
          <p>
            {t(
              'The members of the board and central committee, with their photographs and positions, are kept up to date by the Sabha office and listed by category on the Central Committee page.',
            )}
          </p>
          <div className={info.actions}>
            <Link to={BOARD_MEMBERS_LINK} className="btn">
              {t('See the board and committee members')}
            </Link>
            <Link to="/about-president" className="btn btn-outline">
              {t('About the President')}
            </Link>
          </div>
        </div>
      </AsideSection>
      <PageSection tone="alt" headingId="board-structure" title={t('Who does what')}>
        <IconCards ordered cards={governance(t)} size={24} classes={styles} listClassName={styles.levels} />
      </PageSection>
    </>
  );
}
