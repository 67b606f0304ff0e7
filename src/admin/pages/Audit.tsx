import { useState } from 'react';
import { useGetAuditQuery } from '../app/api';
import PageHeader from '../components/PageHeader';
import { PagedTable } from '../components/TableRows';
import { apiProblem } from '../lib/errors';
import { auditColumns } from '../lib/auditActions';

const COLUMNS = auditColumns('Office user', 'System (automatic)');

export default function Audit() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useGetAuditQuery({ page, per_page: 50 });
  const problem = apiProblem(error);
  return (
    <>
      <PageHeader
        title="Audit log"
        intro="Sign-ins and sign-outs, every view and export of personal data, and every change, newest first."
        problem={problem}
      />
      <PagedTable
        columns={COLUMNS}
        data={data}
        isLoading={isLoading}
        what="the audit log"
        empty="Nothing recorded yet."
        page={page}
        onPage={setPage}
      />
    </>
  );
}
