import { useEffect, type ReactNode } from 'react';
import styles from './ui.module.css';

/** The page's one <h1>, its intro and its main actions; also names the browser tab. */
export default function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | Office console`;
  }, [title]);
  return (
    <div className={styles.pageHeader}>
      <div>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
