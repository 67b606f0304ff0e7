import { useState } from 'react';
import { useGetAuditQuery } from '../app/api';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import Pagination from '../components/Pagination';
import { apiProblem } from '../lib/errors';
import { AUDIT_ACTIONS } from '../lib/auditActions';
import { formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';

export default function Audit() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useGetAuditQuery({ page, per_page: 50 });
  const problem = apiProblem(error);
  return (
    <>
      <PageHeader
        title="Audit log"
        intro="Sign-ins and sign-outs, every view and export of personal data, and every change, newest first."
      />
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {isLoading ? (
        <Loading what="the audit log" />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Office user</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
              </tr>
            </thead>
            <tbody>
              {data?.data.map((entry) => (
                <tr key={entry.id}>
                  <td className={ui.nowrap}>{formatTimestamp(entry.created_at)}</td>
                  <td>{entry.user_email ?? 'System (automatic)'}</td>
                  <td>{AUDIT_ACTIONS[entry.action] ?? entry.action}</td>
                  <td>{entry.subject}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && data.data.length === 0 && <p className={ui.empty}>Nothing recorded yet.</p>}
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.total_pages} total={data.total} onPage={setPage} />}
    </>
  );
}
