import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useGetForm10bdCheckQuery,
  useMarkForm10bdFiledMutation,
  useRemoveForm10bdFiledMutation,
} from '../app/booksApi';
import { formatPaise } from '../../shared/money';
import { financialYearLabel, formatOrdinalDate } from '../../shared/dates';
import { apiProblem } from '../lib/errors';
import ConfirmDialog from './ConfirmDialog';
import Notice from './Notice';
import ui from './ui.module.css';

// What the office must look at before filing Form 10BD for a year (donors sharing a PAN under different names,
// erased donors left out), and the year's "filed" mark, without which donors of that year cannot be erased, with the
// portal's acknowledgement number and date of filing, which the Form 10BE certificates state (pages/Form10be.tsx).
// The server refuses a year that has not ended (its message is shown as it is), and a mark put on a year by mistake
// can be removed.

function filedLine(filed: { acknowledgement: string; filed_on: string | null }): string {
  if (!filed.acknowledgement) return 'Filed';
  const on = filed.filed_on ? `, on ${formatOrdinalDate(filed.filed_on)}` : '';
  return `Filed (acknowledgement ${filed.acknowledgement}${on})`;
}

export default function Form10bdCheck({ fy }: { fy: number }) {
  const { data, error } = useGetForm10bdCheckQuery(fy);
  const [markFiled, marking] = useMarkForm10bdFiledMutation();
  const [removeFiled, removing] = useRemoveForm10bdFiledMutation();
  const [acknowledgement, setAcknowledgement] = useState('');
  const [filedOn, setFiledOn] = useState('');
  const [editing, setEditing] = useState(false);
  const [askingRemove, setAskingRemove] = useState(false);
  // The removal's answer, kept with its year so that another year chosen afterwards does not show it.
  const [removed, setRemoved] = useState<{ fy: number; message: string } | null>(null);
  const problem = apiProblem(error) ?? apiProblem(marking.error) ?? apiProblem(removing.error);
  if (!data) return problem ? <Notice tone="error">{problem.message}</Notice> : null;
  const filed = data.filed;
  const complete = Boolean(filed?.acknowledgement && filed.filed_on);
  const startEditing = () => {
    setAcknowledgement(filed?.acknowledgement ?? '');
    setFiledOn(filed?.filed_on ?? '');
    setEditing(true);
  };
  const save = async () => {
    const answer = await markFiled({ fy, acknowledgement: acknowledgement.trim(), filed_on: filedOn });
    if (!('error' in answer)) setEditing(false);
  };
  const remove = async () => {
    const answer = await removeFiled(fy);
    setAskingRemove(false);
    if ('data' in answer && answer.data) {
      setRemoved({ fy, message: answer.data.message });
      setEditing(false);
    }
  };
  const filingForm = (
    <div className={ui.actions} style={{ alignItems: 'end' }}>
      <label>
        Acknowledgement number{filed ? '' : ' (optional)'}{' '}
        <input
          className={ui.input}
          name="acknowledgement"
          value={acknowledgement}
          onChange={(event) => setAcknowledgement(event.target.value)}
        />
      </label>
      <label>
        Date of filing{filed ? '' : ' (optional)'}{' '}
        <input
          className={ui.input}
          type="date"
          name="filed_on"
          value={filedOn}
          onChange={(event) => setFiledOn(event.target.value)}
        />
      </label>
      <button
        type="button"
        className={ui.buttonSecondary}
        disabled={marking.isLoading}
        onClick={() => void save()}
      >
        {filed ? 'Save the acknowledgement' : 'Mark Form 10BD as filed for this year'}
      </button>
    </div>
  );
  return (
    <div aria-label="Form 10BD check" role="region">
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {removed?.fy === fy && !filed && <Notice tone="success">{removed.message}</Notice>}
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
      {filed ? (
        <>
          <p className={ui.hint}>
            {filedLine(filed)}: donors of this year may now be erased on request.{' '}
            {complete ? (
              <Link className={ui.link} to={`/form-10be?fy=${fy}`}>
                Form 10BE certificates for this year
              </Link>
            ) : (
              'Enter the acknowledgement number and date of filing to issue the Form 10BE certificates.'
            )}
          </p>
          {editing ? (
            filingForm
          ) : (
            <div className={ui.actions}>
              <button type="button" className={ui.buttonSecondary} onClick={startEditing}>
                {complete ? 'Change the acknowledgement' : 'Enter the acknowledgement number and date'}
              </button>
              <button type="button" className={ui.buttonDanger} onClick={() => setAskingRemove(true)}>
                Remove the filed mark
              </button>
            </div>
          )}
          {askingRemove && (
            <ConfirmDialog
              title={`Remove the filed mark of Form 10BD for ${financialYearLabel(fy)}?`}
              confirmLabel="Remove the filed mark"
              busy={removing.isLoading}
              onConfirm={() => void remove()}
              onCancel={() => setAskingRemove(false)}
            >
              <p>
                Do this only if the year&apos;s Form 10BD was not filed. Until the year is marked again, its
                donors cannot be erased and its Form 10BE certificates cannot be generated. Donors already
                erased and certificates already issued stay as they are.
              </p>
            </ConfirmDialog>
          )}
        </>
      ) : (
        filingForm
      )}
    </div>
  );
}
