import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useSubmitEnquiryMutation } from './contactApi';
import { useT, useTranslated } from '../../i18n';
import {
  CONTACT_FIELDS,
  contactErrors,
  EMPTY_CONTACT_FORM,
  filterMobileInput,
  INTEREST_OPTIONS,
  type ContactForm as ContactFormValues,
  type FieldErrors,
} from '../../../shared/validation';
import {
  CONTACT_FIELD_LABELS as FIELD_LABELS_CONTENT,
  CONTACT_PAGE as CONTACT_PAGE_CONTENT,
} from '../../content/contactPage';
import PrivacyNote from '../../components/PrivacyNote';
import FormHeading from '../../lib/FormHeading';
import { interestLabels, readSubmitFailure } from './serverErrors';
import styles from './ContactForm.module.css';

type Field = keyof ContactFormValues;
type Outcome = { kind: 'success' | 'error'; message: string } | null;

const fieldId = (field: Field) => `contact-${field.replace('_', '-')}`;
const errorId = (field: Field) => `${fieldId(field)}-error`;

type ChangeHandler = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

interface ContactFieldsProps {
  values: ContactFormValues;
  errors: FieldErrors<ContactFormValues>;
  onChange: ChangeHandler;
}

/** The seven fields in their grid, each with its label and, once checked, its error tied to it for screen readers. */
function ContactFields({ values, errors, onChange }: ContactFieldsProps) {
  const t = useT();
  const CONTACT_FIELD_LABELS = useTranslated(FIELD_LABELS_CONTENT);
  const interestLabel = interestLabels(t);
  const describedBy = (field: Field) => (errors[field] ? errorId(field) : undefined);
  const common = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    className: `${styles.control}${errors[field] ? ` ${styles.invalid}` : ''}`,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.error}>
        {t(errors[field])}
      </p>
    ) : null;
  const label = (field: Field) => (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {CONTACT_FIELD_LABELS[field]}
    </label>
  );

  // A field's box: its label, its control and, once checked, its message; the wide ones span the grid.
  const box = (field: Field, control: ReactNode, wide = false) => (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      {label(field)}
      {control}
      {fieldError(field)}
    </div>
  );

  return (
    <div className={styles.grid}>
      {box('first_name', <input type="text" autoComplete="given-name" {...common('first_name')} />)}
      {box('last_name', <input type="text" autoComplete="family-name" {...common('last_name')} />)}
      {box('email_id', <input type="email" autoComplete="email" {...common('email_id')} />)}
      {box(
        'mobile_no',
        <input type="tel" inputMode="numeric" autoComplete="tel-national" {...common('mobile_no')} />,
      )}
      {box(
        'interested_in',
        <select {...common('interested_in')}>
          <option value="">{t('Select an option')}</option>
          {INTEREST_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {interestLabel[option]}
            </option>
          ))}
        </select>,
        true,
      )}
      {box('address', <input type="text" autoComplete="street-address" {...common('address')} />, true)}
      {box('message', <textarea rows={5} {...common('message')} />, true)}
    </div>
  );
}

/**
 * The enquiry form of docs/product.md#validation: seven required fields checked with the shared rules on submit,
 * the mobile number normalised and filtered to digits while typing, and the server's message shown on success and failure.
 */
export default function ContactForm() {
  const t = useT();
  const CONTACT_PAGE = useTranslated(CONTACT_PAGE_CONTENT);
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<FieldErrors<ContactFormValues>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Bots fill every field; people never see this one. The server drops enquiries that fill it.
  const [website, setWebsite] = useState('');
  const [submitEnquiry, { isLoading: submitting }] = useSubmitEnquiryMutation();
  // Field ids are unique on the page (contact-…).
  const focusField = (field: Field) => document.getElementById(fieldId(field))?.focus();

  const onChange: ChangeHandler = (event) => {
    const field = event.target.name as Field;
    const value = field === 'mobile_no' ? filterMobileInput(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    // docs/product.md#validation: editing a field clears its error.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = contactErrors(values);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    setErrors(found);
    if (firstInvalid) {
      setOutcome(null);
      focusField(firstInvalid);
      return;
    }
    try {
      const answer = await submitEnquiry({ ...values, website }).unwrap();
      setValues(EMPTY_CONTACT_FORM);
      setWebsite('');
      setErrors({});
      // The server answers in English; its messages are catalog keys (serverErrors.ts), shown in the page's language.
      const message = t(answer.message);
      setOutcome({ kind: 'success', message });
      // docs/product.md#calls: an alert shows the message; the live region below repeats it for screen
      // readers.
      window.alert(message);
    } catch (error) {
      const failure = readSubmitFailure(error);
      const message = failure.message ? t(failure.message) : CONTACT_PAGE.fallbackError;
      setErrors(failure.errors);
      setOutcome({ kind: 'error', message });
      window.alert(message);
      const firstServerInvalid = CONTACT_FIELDS.find((field) => failure.errors[field]);
      if (firstServerInvalid) focusField(firstServerInvalid);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <FormHeading id="contact-form-title" title={CONTACT_PAGE.formTitle} intro={CONTACT_PAGE.formIntro} />

      <ContactFields values={values} errors={errors} onChange={onChange} />

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t('Leave this field empty')}</label>
        <input
          id="contact-website"
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>

      <p className={styles.privacy}>
        <PrivacyNote />
      </p>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={submitting} aria-disabled={submitting}>
          {submitting ? CONTACT_PAGE.submittingLabel : CONTACT_PAGE.submitLabel}
        </button>
      </div>
      <div className={styles.outcomeRegion} aria-live="polite" aria-atomic="true">
        {outcome ? (
          <p className={`${styles.outcome} ${outcome.kind === 'success' ? styles.success : styles.failure}`}>
            {outcome.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
