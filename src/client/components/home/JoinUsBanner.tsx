import { Link } from 'react-router-dom';
import { JOIN_US } from '../../content/home';
import home from './home.module.css';
import styles from './JoinUsBanner.module.css';

/** Home section 11: the invitation to become a member, linking to /join-us. */
export default function JoinUsBanner() {
  return (
    <section className={`${home.section} ${styles.banner}`} aria-labelledby="home-join-title">
      <img
        className={styles.image}
        src={JOIN_US.image}
        alt=""
        width={1600}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <div className={`container ${styles.content}`}>
        <p className={`eyebrow ${styles.eyebrow}`}>{JOIN_US.eyebrow}</p>
        <h2 id="home-join-title" className={styles.title}>
          {JOIN_US.title}
        </h2>
        <p className={styles.text}>{JOIN_US.text}</p>
        <Link to={JOIN_US.link.to} className="btn btn-light">
          {JOIN_US.link.label}
        </Link>
      </div>
    </section>
  );
}
