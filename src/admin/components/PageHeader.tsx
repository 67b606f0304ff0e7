import { useEffect, type ReactNode } from 'react';
import type { ApiProblem } from '../lib/errors';
import Notice from './Notice';
import styles from './ui.module.css';

/** The page's one <h1>, its intro, its main actions and its load problem; also names the browser tab. */
export default function PageHeader({
  title,
  intro,
  problem,
  children,
}: {
  title: string;
  intro?: string;
  /** The page's load problem, shown under the header. */
  problem?: ApiProblem | null;
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | Office console`;
  }, [title]);
  return (
    <>
      <div className={styles.pageHeader}>
        <div>
          <h1>{title}</h1>
          {intro && <p>{intro}</p>}
        </div>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      {problem && <Notice tone="error">{problem.message}</Notice>}
    </>
  );
}
