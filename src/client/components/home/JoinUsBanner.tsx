import { Link, useTranslated } from '../../i18n';
import { JOIN_US } from '../../content/home';
import ResponsiveImage from '../ResponsiveImage';
import home from './home.module.css';
import styles from './JoinUsBanner.module.css';

/** Home section 11: the invitation to become a member, linking to /join-us. */
export default function JoinUsBanner() {
  const join = useTranslated(JOIN_US);
  return (
    <section className={`${home.section} ${styles.banner}`} aria-labelledby="home-join-title">
      {/* It covers a frame at least 360 px high: about 960 px of picture even on a phone. */}
      <ResponsiveImage
        className={styles.image}
        src={JOIN_US.image}
        alt=""
        sizes="(max-width: 960px) 960px, 100vw"
      />
      <div className={`container ${styles.content}`}>
        <p className={`eyebrow ${styles.eyebrow}`}>{join.eyebrow}</p>
        <h2 id="home-join-title" className={styles.title}>
          {join.title}
        </h2>
        <p className={styles.text}>{join.text}</p>
        <Link to={JOIN_US.link.to} className="btn btn-light">
          {join.link.label}
        </Link>
      </div>
    </section>
  );
}
