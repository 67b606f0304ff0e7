import { useState } from 'react';
import { useGetForm10bdCheckQuery, useMarkForm10bdFiledMutation } from '../app/booksApi';
import { formatPaise } from '../../shared/money';
import { apiProblem } from '../lib/errors';
import Notice from './Notice';
import ui from './ui.module.css';

// What the office must look at before filing Form 10BD for a year (donors sharing a PAN under different names,
// erased donors left out), and the year's "filed" mark, without which donors of that year cannot be erased.

export default function Form10bdCheck({ fy }: { fy: number }) {
  const { data, error } = useGetForm10bdCheckQuery(fy);
  const [markFiled, marking] = useMarkForm10bdFiledMutation();
  const [acknowledgement, setAcknowledgement] = useState('');
  const problem = apiProblem(error) ?? apiProblem(marking.error);
  if (!data) return problem ? <Notice tone="error">{problem.message}</Notice> : null;
  return (
    <div aria-label="Form 10BD check" role="region">
      {problem && <Notice tone="error">{problem.message}</Notice>}
      <p className={ui.hint}>
        {data.rows} row{data.rows === 1 ? '' : 's'} for this year.{' '}
        {data.warnings.length === 0 ? 'Nothing to check.' : 'Please check before filing:'}
      </p>
      {data.warnings.length > 0 && (
        <ul>
          {data.warnings.map((warning, index) =>
            warning.kind === 'shared-pan' ? (
              <li key={index}>
                PAN {warning.pan} is given by different names ({warning.names.join(', ')}): separate rows;
                correct the records if they are one person (receipts {warning.receipt_numbers.join(', ')}).
              </li>
            ) : (
              <li key={index}>
                {warning.receipt_numbers.length} donation(s) of erased donors (
                {formatPaise(warning.amount_paise)}) are left out: receipts{' '}
                {warning.receipt_numbers.join(', ')}.
              </li>
            ),
          )}
        </ul>
      )}
      {data.filed ? (
        <p className={ui.hint}>
          Filed{data.filed.acknowledgement ? ` (acknowledgement ${data.filed.acknowledgement})` : ''}: donors
          of this year may now be erased on request.
        </p>
      ) : (
        <div className={ui.actions} style={{ alignItems: 'end' }}>
          <label>
            Acknowledgement number (optional){' '}
            <input
              className={ui.input}
              name="acknowledgement"
              value={acknowledgement}
              onChange={(event) => setAcknowledgement(event.target.value)}
            />
          </label>
          <button
            type="button"
            className={ui.buttonSecondary}
            disabled={marking.isLoading}
            onClick={() => markFiled({ fy, acknowledgement: acknowledgement.trim() })}
          >
            Mark Form 10BD as filed for this year
          </button>
        </div>
      )}
    </div>
  );
}
