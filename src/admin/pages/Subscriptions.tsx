import { useState } from 'react';
import { SUBSCRIPTION_STATUS_LABELS } from '../../shared/subscriptions';
import { useCancelSubscriptionMutation, useGetSubscriptionsQuery } from '../app/api';
import { useAdminSelector } from '../app/store';
import type { SubscriptionRow } from '../app/types';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';

// Monthly and yearly gifts (gateway subscriptions). Each charge is also a donation of its own (Donations, exports
// and Form 10BD); this page shows the gifts themselves, and cancels one when the donor asks the office.

function nextCharge(row: SubscriptionRow): string {
  if (row.next_charge_at) return formatTimestamp(row.next_charge_at);
  if (row.status === 'halted') return 'Halted: charges failed';
  return '–';
}

/** Sandbox only: moves the sandbox gateway's clock a month on and charges what fell due (no money moves). */
async function advanceSandbox(): Promise<string> {
  const response = await fetch('/api/sandbox/advance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ period: 'monthly' }),
  });
  const body = (await response.json().catch(() => null)) as { recorded?: number; message?: string } | null;
  if (!response.ok) throw new Error(body?.message ?? 'The sandbox could not be advanced.');
  return `Sandbox advanced one month: ${body?.recorded ?? 0} charge(s) recorded with receipts.`;
}

export default function Subscriptions() {
  const sandbox = useAdminSelector((state) => state.session.sandbox);
  const [advanced, setAdvanced] = useState<string | null>(null);
  const [includeTest, setIncludeTest] = useState(sandbox);
  const { data, isLoading, error, refetch } = useGetSubscriptionsQuery({ include_test: includeTest });
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [asked, setAsked] = useState<number | null>(null);
  const problem = apiProblem(error) ?? apiProblem(cancelling.error);
  const rows = data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Monthly and yearly gifts"
        intro="Gifts that the payment gateway charges every month or year. Each charge is listed under Donations with its own receipt."
      />
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {cancelling.isSuccess && <Notice tone="success">{cancelling.data?.message ?? 'Cancelled.'}</Notice>}
      {advanced && <Notice tone="success">{advanced}</Notice>}
      {sandbox && (
        <p>
          <button
            type="button"
            className={ui.buttonSecondary}
            onClick={() =>
              void advanceSandbox().then(
                (message) => {
                  setAdvanced(message);
                  void refetch();
                },
                (failure: Error) => setAdvanced(failure.message),
              )
            }
          >
            Advance the sandbox one month
          </button>{' '}
          <span className={ui.muted}>
            Test only: charges every sandbox gift that falls due, as the gateway would.
          </span>
        </p>
      )}
      <p>
        Monthly recurring income: <strong>{data ? formatMoney(data.monthly_recurring_paise) : '–'}</strong>{' '}
        <span className={ui.muted}>(gifts before charges; a yearly gift counts as a twelfth)</span>
      </p>
      <label>
        <input type="checkbox" checked={includeTest} onChange={(e) => setIncludeTest(e.target.checked)} />{' '}
        Include test payments (sandbox)
      </label>
      {isLoading ? (
        <Loading what="the gifts" />
      ) : rows.length === 0 ? (
        <p className={ui.empty}>No monthly or yearly gift yet.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Donor</th>
                <th scope="col">Each charge</th>
                <th scope="col">Status</th>
                <th scope="col">Next charge</th>
                <th scope="col">Charges so far</th>
                <th scope="col">Total received</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    {row.donor_name}
                    {row.test ? ' (test)' : ''}
                  </td>
                  <td className={ui.nowrap}>
                    {formatMoney(row.amount_paise)} {row.period}
                  </td>
                  <td>{SUBSCRIPTION_STATUS_LABELS[row.status] ?? row.status}</td>
                  <td className={ui.nowrap}>{nextCharge(row)}</td>
                  <td>
                    {row.charges} of {row.total_count}
                  </td>
                  <td className={ui.nowrap}>{formatMoney(row.received_paise)}</td>
                  <td>
                    {row.cancellable &&
                      (asked === row.id ? (
                        <button
                          type="button"
                          className={ui.button}
                          disabled={cancelling.isLoading}
                          onClick={() => void cancel(row.id).then(() => setAsked(null))}
                        >
                          Confirm cancel
                        </button>
                      ) : (
                        <button type="button" className={ui.buttonSecondary} onClick={() => setAsked(row.id)}>
                          Cancel
                        </button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
