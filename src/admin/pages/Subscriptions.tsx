import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SUBSCRIPTION_STATUS_LABELS } from '../../shared/subscriptions';
import {
  useCancelSubscriptionMutation,
  useChangeSubscriptionMutation,
  useGetSubscriptionsQuery,
} from '../app/api';
import { useAdminSelector } from '../app/store';
import type { SubscriptionRow } from '../app/types';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { Button, CheckboxField, FilterSelect } from '../components/FormFields';
import { DataTable, type Column } from '../components/TableRows';
import { apiProblem } from '../lib/errors';
import { formatMoney, formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';

// Monthly and yearly gifts (gateway subscriptions). Each charge is also a donation of its own (Donations, exports
// and Form 10BD); this page shows the gifts themselves, filtered by status (the dashboard links here for halted
// gifts), and pauses, resumes or cancels one when the donor asks the office (each audited as a change).

const FILTERS = [
  ['', 'All'],
  ['halted', 'Halted (charges failed)'],
  ['paused', 'Paused'],
  ['active', 'Active'],
  ['pending', 'Charge failing, retrying'],
  ['created', 'Awaiting authorisation'],
  ['authenticated', 'Authorised'],
  ['cancelled', 'Cancelled'],
  ['completed', 'Completed'],
].map(([value, label]) => ({ value, label }));

const BADGE: Record<string, string> = {
  active: ui.badge_paid,
  authenticated: ui.badge_paid,
  completed: ui.badge_paid,
  pending: ui.badge_pending,
  paused: ui.badge_pending,
  halted: ui.badge_failed,
};

function nextCharge(row: SubscriptionRow): string {
  if (row.next_charge_at) return formatTimestamp(row.next_charge_at);
  if (row.status === 'halted') return 'Halted: charges failed';
  if (row.status === 'paused')
    return row.paused_at ? `Paused since ${formatTimestamp(row.paused_at)}` : 'Paused';
  return '–';
}

type Action = 'pause' | 'resume' | 'cancel';

const ACTION_LABEL: Record<Action, [string, string]> = {
  pause: ['Pause', 'Confirm pause'],
  resume: ['Resume', 'Confirm resume'],
  cancel: ['Cancel', 'Confirm cancel'],
};

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
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const [advanced, setAdvanced] = useState<string | null>(null);
  const [includeTest, setIncludeTest] = useState(sandbox);
  const { data, isLoading, error, refetch } = useGetSubscriptionsQuery({
    include_test: includeTest,
    status: status || undefined,
  });
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [change, changing] = useChangeSubscriptionMutation();
  const [asked, setAsked] = useState<{ id: number; action: Action } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const problem = apiProblem(error) ?? apiProblem(cancelling.error) ?? apiProblem(changing.error);
  const busy = cancelling.isLoading || changing.isLoading;
  const rows = data?.data ?? [];

  const run = (row: SubscriptionRow, action: Action) => {
    setDone(null);
    const request = action === 'cancel' ? cancel(row.id) : change({ id: row.id, action });
    void request.then((answer) => {
      setAsked(null);
      if ('data' in answer && answer.data) setDone(`${row.donor_name}: ${answer.data.message}`);
    });
  };

  const actionsOf = (row: SubscriptionRow) => {
    const asking = asked?.id === row.id ? asked.action : null;
    if (asking)
      return (
        <>
          <Button busy={busy} onClick={() => run(row, asking)}>
            {ACTION_LABEL[asking][1]}
          </Button>
          <Button kind="secondary" busy={busy} onClick={() => setAsked(null)}>
            Back
          </Button>
        </>
      );
    const actions: Action[] = [
      ...(row.pausable ? (['pause'] as const) : []),
      ...(row.resumable ? (['resume'] as const) : []),
      ...(row.cancellable ? (['cancel'] as const) : []),
    ];
    return actions.map((action) => (
      <button
        key={action}
        type="button"
        className={ui.buttonSecondary}
        aria-label={`${ACTION_LABEL[action][0]} the gift of ${row.donor_name}`}
        onClick={() => setAsked({ id: row.id, action })}
      >
        {ACTION_LABEL[action][0]}
      </button>
    ));
  };

  const columns: Array<Column<SubscriptionRow>> = [
    { header: 'Donor', cell: (row) => `${row.donor_name}${row.test ? ' (test)' : ''}` },
    { header: 'Each charge', cell: (row) => `${formatMoney(row.amount_paise)} ${row.period}`, nowrap: true },
    {
      header: 'Status',
      cell: (row) => (
        <span
          className={BADGE[row.status] ?? ui.badge}
          style={{ textTransform: 'none', whiteSpace: 'nowrap' }}
        >
          {SUBSCRIPTION_STATUS_LABELS[row.status] ?? row.status}
        </span>
      ),
    },
    { header: 'Next charge', cell: nextCharge, nowrap: true },
    { header: 'Charges so far', cell: (row) => `${row.charges} of ${row.total_count}` },
    { header: 'Total received', cell: (row) => formatMoney(row.received_paise), nowrap: true },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (row) => <div className={ui.actions}>{actionsOf(row)}</div>,
    },
  ];

  return (
    <>
      <PageHeader
        title="Monthly and yearly gifts"
        intro="Gifts that the payment gateway charges every month or year. Each charge is listed under Donations with its own receipt. Pause, resume or cancel a gift when its donor asks."
        problem={problem}
      />
      {done && <Notice tone="success">{done}</Notice>}
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
        <span className={ui.muted}>(running gifts before charges; a yearly gift counts as a twelfth)</span>
      </p>
      <div className={ui.actions} style={{ alignItems: 'flex-end', marginBottom: '1rem' }}>
        <FilterSelect
          id="subscription-status"
          label="Status"
          bare
          options={FILTERS}
          value={status}
          onChange={(value) => {
            const next = new URLSearchParams(params);
            if (value) next.set('status', value);
            else next.delete('status');
            setParams(next, { replace: true });
          }}
        />
        <CheckboxField
          label="Include test payments (sandbox)"
          checked={includeTest}
          onChange={setIncludeTest}
        />
      </div>
      {status === 'halted' && rows.length > 0 && (
        <p className={ui.muted}>
          The gateway stopped charging these gifts after failed attempts, and each donor was mailed a notice.
          No further charge will be made; the donor may start a new gift.
        </p>
      )}
      {isLoading ? (
        <Loading what="the gifts" />
      ) : rows.length === 0 ? (
        <p className={ui.empty}>
          {status
            ? `No gift is ${(SUBSCRIPTION_STATUS_LABELS[status] ?? status).toLowerCase()}.`
            : 'No monthly or yearly gift yet.'}
        </p>
      ) : (
        <DataTable columns={columns} rows={rows} />
      )}
    </>
  );
}
