import { Link, useT } from '../../i18n';
import ResponsiveImage from '../ResponsiveImage';
import styles from './CardGrid.module.css';

export interface CardItem {
  /** A 600x400 card image under /images/cards. */
  image: string;
  imageAlt: string;
  name: string;
  description: string;
  buttonUrl: string;
  buttonLabel?: string;
}

export interface CardGridProps {
  title?: string;
  intro?: string;
  items: CardItem[];
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url);

export default function CardGrid({ title, intro, items }: CardGridProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <div className={styles.wrapper}>
      {title || intro ? (
        <div className={styles.head}>
          {title ? <h2 className={styles.title}>{title}</h2> : null}
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
      ) : null}
      <ul
        className={`${styles.grid} ${items.length === 1 ? styles.single : items.length === 2 ? styles.pair : ''}`}
      >
        {items.map((item) => {
          // The visible label is the same on every card, so the link's text adds the card's name for screen
          // readers and search engines (a link named only "Learn More" says nothing out of context).
          const label = (
            <>
              {item.buttonLabel ?? t('Learn More')}
              <span className="visually-hidden"> {t('about {name}', { name: item.name })}</span>
            </>
          );
          return (
            <li key={item.name} className={`card ${styles.card}`}>
              <ResponsiveImage
                className={styles.image}
                src={item.image}
                alt={item.imageAlt}
                width={600}
                height={400}
                sizes="(min-width: 1000px) 380px, (min-width: 700px) 50vw, 100vw"
              />
              <div className={styles.body}>
                <h3 className={styles.name}>{item.name}</h3>
                <p className={styles.description}>{item.description}</p>
                {isExternal(item.buttonUrl) ? (
                  <a
                    className={`btn ${styles.button}`}
                    href={item.buttonUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {label}
                  </a>
                ) : (
                  <Link className={`btn ${styles.button}`} to={item.buttonUrl}>
                    {label}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
