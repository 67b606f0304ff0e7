import { Fragment, useEffect, type ReactNode } from 'react';
import { apiProblem, type ApiProblem } from '../lib/errors';
import Notice, { Loading } from './Notice';
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

interface SettingsPageProps<Saved> {
  title: string;
  intro: string;
  /** The read of what the page edits (an RTK Query result). */
  query: { data?: { result: Saved }; error?: unknown };
  /** "settings": the loading line says "Loading settings…". */
  what: string;
  /** The form, given what is saved; it starts afresh whenever that changes. */
  form: (saved: Saved) => ReactNode;
}

/** A page that edits one saved record (site settings, receipt details): its header, then its form once read. */
export function SettingsPage<Saved>({ title, intro, query, what, form }: SettingsPageProps<Saved>) {
  const problem = apiProblem(query.error);
  return (
    <>
      <PageHeader title={title} intro={intro} problem={problem} />
      {query.data ? (
        <Fragment key={JSON.stringify(query.data.result)}>{form(query.data.result)}</Fragment>
      ) : (
        !problem && <Loading what={what} />
      )}
    </>
  );
}
