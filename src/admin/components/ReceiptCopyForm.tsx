import { useId, useState, type FormEvent } from 'react';
import { useSendReceiptCopyMutation } from '../app/profilesApi';
import { apiProblem } from '../lib/errors';
import { emailRule } from '../../shared/validation/rules';
import ui from './ui.module.css';
import styles from './ReceiptCopyForm.module.css';

// "Send a copy to another address": the stored receipt goes through the mail outbox to the address entered here.
// The record's own e-mail stays as it is; to change it, the office corrects the record.

export default function ReceiptCopyForm({
  orderId,
  receiptNumber,
}: {
  orderId: number;
  receiptNumber: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [send, sending] = useSendReceiptCopyMutation();
  const problem = apiProblem(sending.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const error = emailRule(email);
    setFieldError(error);
    if (error) return;
    const answer = await send({ orderId, email: email.trim() });
    if ('data' in answer && answer.data) {
      setDone(answer.data.message);
      setEmail('');
    } else {
      setFieldError(apiProblem(answer.error)?.errors.email ?? null);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={ui.field}>
        <label htmlFor={`${id}-email`}>Send receipt {receiptNumber} to another address</label>
        <input
          id={`${id}-email`}
          className={ui.input}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        {fieldError && (
          <span id={`${id}-error`} className={ui.error}>
            {fieldError}
          </span>
        )}
      </div>
      <button type="submit" className={ui.buttonSecondary} disabled={sending.isLoading}>
        {sending.isLoading ? 'Sending…' : 'Send copy'}
      </button>
      {done && (
        <p className={ui.hint} role="status">
          {done}
        </p>
      )}
      {problem && !fieldError && (
        <p className={ui.error} role="alert">
          {problem.message}
        </p>
      )}
    </form>
  );
}
