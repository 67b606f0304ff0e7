import { useState, type FormEvent } from 'react';
import {
  useDeleteSignatureMutation,
  useGetReceiptDetailsQuery,
  useSaveReceiptDetailsMutation,
  useUploadSignatureMutation,
} from '../app/api';
import type { ReceiptDetailsResponse } from '../../shared/schemas/receipts';
import { todayInIndia, toIsoDate } from '../../shared/dates';
import {
  normaliseReceiptDetails,
  RECEIPT_DETAILS_FIELDS,
  RECEIPT_DETAILS_LABELS,
  receiptDetailsWarning,
  RECEIPT_DETAILS_MESSAGES,
  receiptDetailsErrors,
  SIGNATURE_MAX_BYTES,
  type ReceiptDetails as Details,
  type ReceiptDetailsField,
} from '../../shared/validation/receiptDetails';
import { Button, TextAreaField, textBoxStyle, TextField, UploadField } from '../components/FormFields';
import Notice, { Outcome } from '../components/Notice';
import { SettingsPage } from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { useCheckedErrors } from '../lib/useCheckedErrors';
import ui from '../components/ui.module.css';

// The Sabha's legal details that every receipt states, checked with the same rules as the server
// (src/shared/validation/receiptDetails.ts). Receipts already issued keep the details they were issued with.

const HINTS: Partial<Record<ReceiptDetailsField, string>> = {
  pan: 'Ten characters, for example ABCDE1234F.',
  urn_80g: 'As on the approval order (Form 10AC or 10AD). Printed on donation receipts only.',
  approved_80g_on: 'YYYY-MM-DD',
  valid_80g_from: 'YYYY-MM-DD',
  valid_80g_until: 'YYYY-MM-DD',
  registered_address:
    "Printed under the Sabha's name; the site's office address is used while this is empty.",
  signatory_name: 'Receipts carry a signature block when a signatory is named.',
};

const DATE_FIELDS: readonly ReceiptDetailsField[] = ['approved_80g_on', 'valid_80g_from', 'valid_80g_until'];

export default function ReceiptDetails() {
  return (
    <SettingsPage
      title="Receipt details"
      intro="The Sabha's PAN, 80G approval, 12A/12AB registration, registered address and signatory, as every new receipt states them. A receipt already issued never changes."
      query={useGetReceiptDetailsQuery()}
      what="receipt details"
      form={(saved: ReceiptDetailsResponse) => <DetailsForm saved={saved} />}
    />
  );
}

function DetailsForm({ saved }: { saved: ReceiptDetailsResponse }) {
  const [values, setValues] = useState<Details>(() => normaliseReceiptDetails(saved));
  const [message, setMessage] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [save, saving] = useSaveReceiptDetailsMutation();
  const [upload, uploading] = useUploadSignatureMutation();
  const [remove, removing] = useDeleteSignatureMutation();
  const problem = apiProblem(saving.error) ?? apiProblem(uploading.error) ?? apiProblem(removing.error);
  const { errors, passes } = useCheckedErrors(problem);
  const warning = receiptDetailsWarning(normaliseReceiptDetails(saved), toIsoDate(todayInIndia()));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const cleaned = normaliseReceiptDetails(values);
    if (!passes(receiptDetailsErrors(cleaned))) return;
    const answer = await save(cleaned);
    if ('data' in answer && answer.data)
      setMessage('Saved. Receipts issued from now on state these details.');
  }

  async function uploadSignature(chosen: File | undefined) {
    setMessage(null);
    if (!chosen || chosen.size > SIGNATURE_MAX_BYTES) {
      setFileProblem(RECEIPT_DETAILS_MESSAGES.signatureFile);
      return;
    }
    setFileProblem(null);
    const body = new FormData();
    body.append('signature', chosen);
    const answer = await upload(body);
    if ('data' in answer && answer.data) setMessage('The signature was saved; new receipts carry it.');
  }

  async function removeSignature() {
    setMessage(null);
    const answer = await remove();
    if ('data' in answer && answer.data) setMessage('The signature image was removed.');
  }

  return (
    <>
      <Outcome success={message} problem={problem?.message} />
      {warning && <Notice tone="info">{warning}</Notice>}
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="Receipt details">
        {RECEIPT_DETAILS_FIELDS.map((key) => {
          const field = {
            label: RECEIPT_DETAILS_LABELS[key],
            error: errors[key],
            hint: HINTS[key],
            value: values[key],
            onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
          };
          if (key === 'registered_address')
            return <TextAreaField key={key} {...field} rows={3} style={textBoxStyle('5rem')} />;
          const date = DATE_FIELDS.includes(key);
          return (
            <TextField
              key={key}
              {...field}
              type={date ? 'date' : 'text'}
              style={date ? { maxWidth: '12rem' } : undefined}
            />
          );
        })}
        <div className={ui.actions}>
          <Button type="submit" busy={saving.isLoading} busyLabel="Saving…">
            Save receipt details
          </Button>
        </div>
      </form>

      <section className={`${ui.panel} ${ui.form}`} aria-label="Signature image">
        <h2>Signature image (optional)</h2>
        {saved.has_signature ? (
          <img
            src={`/api/admin/settings/receipt-details/signature.png?v=${encodeURIComponent(saved.updated_at)}`}
            alt="The signature on new receipts"
            style={{ maxWidth: '18rem', maxHeight: '6rem', background: '#fff' }}
          />
        ) : (
          <p className={ui.hint}>
            No signature image: receipts show the signatory's name under a blank line.
          </p>
        )}
        <UploadField
          label="Upload a signature (PNG, JPEG or WebP, at most 2 MB; a transparent PNG looks best)"
          error={fileProblem ?? errors.signature}
          accept="image/png,image/jpeg,image/webp"
          buttonLabel="Upload the signature"
          busy={uploading.isLoading}
          onUpload={(chosen) => void uploadSignature(chosen)}
        >
          {saved.has_signature && (
            <Button kind="secondary" busy={removing.isLoading} onClick={removeSignature}>
              Remove the signature
            </Button>
          )}
        </UploadField>
      </section>
    </>
  );
}
