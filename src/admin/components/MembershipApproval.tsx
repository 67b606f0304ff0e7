import { useId, useState } from 'react';
import { adminFileUrl } from '../app/api';
import { useApproveMembershipMutation, useRejectMembershipMutation } from '../app/membershipRecordsApi';
import type { Membership, Order } from '../app/types';
import { apiProblem } from '../lib/errors';
import { formatTimestamp } from '../lib/format';
import { membershipRejectSchema, REJECTION_REASON_MAX } from '../../shared/schemas/membershipRecords';
import ConfirmDialog from './ConfirmDialog';
import { Outcome } from './Notice';
import ui from './ui.module.css';

// The office's decision on a membership, on its record (docs/product.md "Membership records"): a paid membership
// is approved (it gets its membership number and a member card) or rejected with a reason. Rejecting never
// refunds: the Refund panel below does that, separately.

interface Props {
  id: number;
  member: Membership;
  order: Order | null;
}

export default function MembershipApproval({ id, member, order }: Props) {
  const titleId = useId();
  const reasonId = useId();
  const [approve, approving] = useApproveMembershipMutation();
  const [reject, rejecting] = useRejectMembershipMutation();
  const [confirmApprove, setConfirmApprove] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const paid = order?.status === 'paid';
  const standing = paid && !order?.refunded_at && !order?.receipt_cancelled && !member.erased_at;
  const awaiting = member.approval === 'awaiting';

  async function approveNow() {
    setProblem(null);
    const answer = await approve(id);
    setConfirmApprove(false);
    if ('data' in answer && answer.data) {
      setDone(`${answer.data.message} Membership number ${answer.data.result.membership_number}.`);
    } else {
      setProblem(apiProblem(answer.error)?.message ?? 'The membership could not be approved.');
    }
  }

  async function rejectNow() {
    const parsed = membershipRejectSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'Please enter the reason for rejecting.');
      return;
    }
    setReasonError(null);
    setProblem(null);
    const answer = await reject({ id, reason: parsed.data.reason });
    if ('data' in answer && answer.data) {
      setDone(answer.data.message);
      setRejectOpen(false);
      setReason('');
    } else {
      const error = apiProblem(answer.error);
      if (error?.errors.reason) setReasonError(error.errors.reason);
      else {
        setProblem(error?.message ?? 'The membership could not be rejected.');
        setRejectOpen(false);
      }
    }
  }

  return (
    <section className={ui.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>Membership approval</h2>
      <Outcome success={done} problem={problem} />

      {member.approval === 'approved' && (
        <>
          <p>
            Approved {formatTimestamp(member.approval_decided_at)}. Membership number{' '}
            <strong data-testid="membership-number">{member.membership_number}</strong>.
          </p>
          {!member.erased_at && (
            <div className={ui.actions}>
              <a
                className={ui.buttonSecondary}
                href={adminFileUrl(`memberships/${id}/card.pdf`)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Member card (PDF)
              </a>
            </div>
          )}
          <p className={ui.hint}>
            The card shows the member&apos;s photo; each download is written to the audit log. Print it at
            actual size, cut, fold and laminate.
          </p>
        </>
      )}

      {member.approval === 'rejected' && (
        <p>
          Rejected {formatTimestamp(member.approval_decided_at)}: {member.rejection_reason}. No money was
          refunded by the rejection; a refund is a separate step.
        </p>
      )}

      {awaiting && !paid && <p className={ui.hint}>The office decides once the membership fee is paid.</p>}
      {awaiting && paid && !standing && (
        <p className={ui.hint}>
          {order?.refunded_at
            ? 'This membership was refunded: it cannot be approved.'
            : order?.receipt_cancelled
              ? 'Its receipt is cancelled: re-issue the receipt before approving.'
              : "This member's personal data was erased."}
        </p>
      )}
      {awaiting && paid && (
        <>
          {standing && (
            <p className={ui.hint}>
              Paid and awaiting approval. Approving gives the member the next membership number and a member
              card. Rejecting records your reason; it does not refund the fee.
            </p>
          )}
          <div className={ui.actions}>
            {standing && (
              <button
                type="button"
                className={ui.button}
                onClick={() => {
                  setDone(null);
                  setConfirmApprove(true);
                }}
              >
                Approve membership
              </button>
            )}
            <button
              type="button"
              className={ui.buttonSecondary}
              onClick={() => {
                setDone(null);
                setRejectOpen((open) => !open);
              }}
              aria-expanded={rejectOpen}
            >
              Reject…
            </button>
          </div>
          {rejectOpen && (
            <div className={ui.field} style={{ marginTop: '1rem' }}>
              <label htmlFor={reasonId}>Reason for rejecting (kept with the record)</label>
              <textarea
                id={reasonId}
                className={ui.input}
                rows={3}
                maxLength={REJECTION_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              />
              {reasonError && (
                <p id={`${reasonId}-error`} className={ui.error}>
                  {reasonError}
                </p>
              )}
              <div className={ui.actions}>
                <button
                  type="button"
                  className={ui.buttonDanger}
                  onClick={rejectNow}
                  disabled={rejecting.isLoading}
                >
                  {rejecting.isLoading ? 'Rejecting…' : 'Reject membership'}
                </button>
              </div>
            </div>
          )}
        </>
      )}

      {confirmApprove && (
        <ConfirmDialog
          title="Approve this membership?"
          confirmLabel="Approve"
          busy={approving.isLoading}
          onConfirm={approveNow}
          onCancel={() => setConfirmApprove(false)}
        >
          <p>
            The member gets the next membership number of the Sabha&apos;s series. A number once given is
            never taken back or given to anyone else.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
