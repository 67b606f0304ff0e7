import { Link, useT, useTranslated } from '../../i18n';
import ResponsiveImage from '../ResponsiveImage';
import { BRANCHES_SETTINGS } from '../carouselSettings';
import { BRANCH_CARDS, branchCardHref } from '../../content/branchCards';
import HomeSection from './HomeSection';
import styles from './BranchesCarousel.module.css';

/** Home section 2: the nine branches of the Sabha, each with a Read More link to its page. */
export default function BranchesCarousel() {
  const t = useT();
  const cards = useTranslated(BRANCH_CARDS);
  return (
    <HomeSection name="branches" carousel={{ settings: BRANCHES_SETTINGS, equalHeights: true }}>
      {cards.map((branch) => (
        <article key={branch.id} className={`card ${styles.card}`}>
          <ResponsiveImage
            className={styles.image}
            src={branch.background_image}
            alt=""
            sizes="(min-width: 835px) 380px, 85vw"
          />
          <div className={styles.body}>
            <h3 className={styles.title}>{branch.title}</h3>
            <p className={styles.description}>{branch.description}</p>
            <Link to={branchCardHref(branch.link)} className={`btn btn-outline ${styles.more}`}>
              {branch.button_content || t('Read More')}
              <span className="visually-hidden"> {t('about {name}', { name: branch.title })}</span>
            </Link>
          </div>
        </article>
      ))}
    </HomeSection>
  );
}
