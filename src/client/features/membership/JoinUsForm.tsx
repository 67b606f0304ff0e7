import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { membershipBasePaise } from '../../../shared/money';
import {
  IDENTITY_ACCEPT,
  PHOTO_ACCEPT,
  type FileKind,
  type MembershipForm,
} from '../../../shared/validation';
import {
  CERTIFICATION_TEXT,
  DECLARATION_TEXT,
  DOCUMENTS,
  GENDER_OPTIONS,
  JOIN_US_ACTIONS,
  JOIN_US_PAGE,
  JOIN_US_RESULTS,
  JOIN_US_SECTIONS,
  MASKED_AADHAAR_NOTE,
  MEMBERSHIP_FIELD_LABELS,
  MEMBERSHIP_TYPE_NOTES,
} from '../../content/joinUs';
import PrivacyNote from '../../components/PrivacyNote';
import { useLanguage, useT, useTranslated } from '../../i18n';
import { announce } from '../payments/announce';
import ChargeSummary from '../payments/ChargeSummary';
import ErrorSummary from '../payments/ErrorSummary';
import { translateErrors, translateOptions } from '../payments/journeyText';
import { ConfirmingScreen, OrderProblem } from '../payments/PaymentScreens';
import ResultScreen from '../payments/ResultScreen';
import { Checkbox, FileField, RadioGroup, Spinner, TextField, type TextFieldProps } from '../payments/fields';
import { inspectInDevelopment } from '../payments/inspector';
import type { PaymentConfig } from '../payments/paymentFlow';
import { shrinkPhoto } from './shrinkPhoto';
import {
  membershipMachine,
  type MemberFileField,
  type MembershipErrors,
  type MembershipField,
} from './membershipMachine';
import styles from './JoinUsForm.module.css';

type TextFieldName = {
  [K in MembershipField]: MembershipForm[K] extends string ? K : never;
}[MembershipField];

const fieldId = (field: MembershipField | MemberFileField) => `join-${field.replace(/_/g, '-')}`;

/** Where the first message is, in the order the form shows its fields. */
const FIELD_ORDER: (MembershipField | MemberFileField)[] = [
  'first_name',
  'middle_name',
  'sur_name',
  'mobile_no',
  'email_id',
  'data_of_birth',
  'gender',
  'address',
  'city',
  'tehsil',
  'dist',
  'state',
  'pincode',
  'dbjs_member',
  'memberProfile',
  'aadharFile',
  'personal_checkbox',
  'choose_type_checbox',
];

const focusTarget = (field: MembershipField | MemberFileField) =>
  field === 'gender' ? `input[name="${fieldId('gender')}"]` : `#${fieldId(field)}`;

const focusField = (field: MembershipField | MemberFileField) =>
  document.querySelector<HTMLElement>(focusTarget(field))?.focus();

/** Focuses the first field with a message, in the order the form shows them. */
function focusFirstInvalid(errors: MembershipErrors) {
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  if (firstInvalid) focusField(firstInvalid);
}

/** The Join Us application (docs/product.md#journeys): one page, paid through the gateway's checkout. */
export default function JoinUsForm({ config }: { config: PaymentConfig }) {
  const t = useT();
  const language = useLanguage();
  const [snapshot, send, actorRef] = useMachine(membershipMachine, {
    input: { config, language },
    inspect: inspectInDevelopment(),
  });
  // The page's language; the options' values (what is submitted) stay the English values the API expects.
  const LABELS = useTranslated(MEMBERSHIP_FIELD_LABELS);
  const GENDERS = translateOptions(t, GENDER_OPTIONS);
  const PAGE = useTranslated(JOIN_US_PAGE);
  const SECTIONS = useTranslated(JOIN_US_SECTIONS);
  const NOTES = useTranslated(MEMBERSHIP_TYPE_NOTES);
  const DOCS = useTranslated(DOCUMENTS);
  const AADHAAR = useTranslated(MASKED_AADHAAR_NOTE);
  const ACTIONS = useTranslated(JOIN_US_ACTIONS);
  const RESULTS = useTranslated(JOIN_US_RESULTS);
  // Submits that found problems: the summary at the top of the form takes focus on each.
  const [summaryShownAt, setSummaryShownAt] = useState(0);
  // The payment's progress is announced to screen readers (the outcome screens announce themselves).
  const phase = snapshot.matches('checkout')
    ? 'checkout'
    : snapshot.matches('verifying')
      ? 'verifying'
      : null;
  useEffect(() => {
    if (phase === 'checkout') announce(t('Opening the payment window…'));
    else if (phase === 'verifying') announce(t('Verifying your payment…'));
  }, [phase, t]);
  // A refusal the browser could not foresee (a 400 naming fields, such as a photo whose picture does not decode)
  // brings the form back as it was: focus goes to the first named field, whose message is beside it.
  const creatingOrder = snapshot.matches('creatingOrder');
  const wasCreatingOrder = useRef(false);
  /** The latest photo choice (choosePhoto below): a slower, earlier shrink that finishes later is dropped. */
  const photoPick = useRef(0);
  useEffect(() => {
    if (wasCreatingOrder.current && !creatingOrder && snapshot.matches('editing')) {
      focusFirstInvalid(snapshot.context.errors);
    }
    wasCreatingOrder.current = creatingOrder;
  }, [creatingOrder, snapshot]);
  const { form, files, receipt, orderError, payment, confirmationFailures } = snapshot.context;
  const errors = translateErrors(t, snapshot.context.errors);
  const busy =
    snapshot.matches('creatingOrder') || snapshot.matches('checkout') || snapshot.matches('verifying');
  // Once a confirmation failed, every later check happens on the confirming screen, never on the form.
  const confirming =
    snapshot.matches({ verifying: 'confirming' }) ||
    (snapshot.matches('verifying') && confirmationFailures > 0);
  const canSubmit = snapshot.can({ type: 'form.submit' });

  if (snapshot.matches('success')) {
    return (
      <ResultScreen
        tone="success"
        title={RESULTS.success.title}
        message={RESULTS.success.message}
        receipt={receipt}
        receiptNumberLabel={RESULTS.receiptNumber}
        receiptLinkLabel={RESULTS.receiptLink}
        backLabel={RESULTS.back}
        onBack={() => send({ type: 'result.back' })}
      />
    );
  }
  if (confirming) {
    return (
      <ConfirmingScreen
        email={form.email_id}
        paymentId={payment?.razorpay_payment_id ?? null}
        checking={snapshot.matches({ verifying: 'checking' })}
        failures={confirmationFailures}
        onRetry={() => send({ type: 'verify.retry' })}
      />
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <ResultScreen
        tone="failure"
        title={RESULTS.failure.title}
        message={RESULTS.failure.message}
        detail={RESULTS.failure.detail}
        backLabel={RESULTS.back}
        onBack={() => send({ type: 'result.back' })}
      />
    );
  }

  const change = (field: MembershipField, value: string | boolean) =>
    send({ type: 'form.change', field, value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
    const after = actorRef.getSnapshot();
    if (after.matches('editing') && FIELD_ORDER.some((field) => after.context.errors[field]))
      setSummaryShownAt((count) => count + 1);
  };

  const summaryErrors = FIELD_ORDER.filter((field) => errors[field]).map((field) => ({
    target: focusTarget(field),
    href: `#${fieldId(field)}`,
    label:
      field === 'memberProfile'
        ? DOCS.photo.label
        : field === 'aadharFile'
          ? DOCS.identity.label
          : field === 'dbjs_member'
            ? SECTIONS.membership
            : LABELS[field],
    message: errors[field] ?? '',
  }));

  // A file refused at once (by its name, size or first bytes) is not kept; the field takes focus, so its
  // message beside it is read out, and the rest of the form stays as it was.
  const chooseFile = (field: MemberFileField, file: File | null, kind: FileKind | null) => {
    send({ type: 'form.file', field, file, kind });
    if (actorRef.getSnapshot().context.errors[field]) focusField(field);
  };

  // The photo is shrunk in the browser before it is kept (shrinkPhoto.ts): a phone's 12 MB photo goes up as a JPEG
  // of a few hundred kB. Only the latest choice counts when a slow shrink finishes after another was made.
  const choosePhoto = (file: File | null, kind: FileKind | null) => {
    const pick = ++photoPick.current;
    if (!file) return chooseFile('memberProfile', file, kind);
    void shrinkPhoto(file, kind).then((shrunk) => {
      if (pick === photoPick.current) chooseFile('memberProfile', shrunk.file, shrunk.kind);
    });
  };

  const text = (field: TextFieldName, props: Partial<TextFieldProps> = {}) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={LABELS[field]}
      value={form[field]}
      onValue={(value) => change(field, value)}
      error={errors[field]}
      {...props}
    />
  );

  const basePaise = membershipBasePaise(form);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="join-form-title">
      <h2 id="join-form-title" className={styles.title}>
        {PAGE.formTitle}
      </h2>
      <p className={styles.intro}>{PAGE.intro}</p>

      <ErrorSummary errors={summaryErrors} shownAt={summaryShownAt} />

      <fieldset className={styles.steps} disabled={busy}>
        <section className={styles.section} aria-labelledby="join-section-personal">
          <h3 id="join-section-personal" className={styles.sectionTitle}>
            {SECTIONS.personal}
          </h3>
          <div className={styles.grid}>
            {text('first_name', { required: true, autoComplete: 'given-name' })}
            {text('middle_name', { optional: true, autoComplete: 'additional-name' })}
            {text('sur_name', { required: true, autoComplete: 'family-name' })}
            {text('mobile_no', {
              required: true,
              type: 'tel',
              inputMode: 'numeric',
              autoComplete: 'tel-national',
            })}
            {text('email_id', { optional: true, type: 'email', autoComplete: 'email' })}
            {text('data_of_birth', {
              required: true,
              type: 'date',
              autoComplete: 'bday',
              onBlur: () => send({ type: 'form.blur', field: 'data_of_birth' }),
            })}
            <RadioGroup
              name={fieldId('gender')}
              legend={LABELS.gender}
              options={GENDERS}
              value={form.gender}
              onValue={(value) => change('gender', value)}
              error={errors.gender}
              required
            />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="join-section-address">
          <h3 id="join-section-address" className={styles.sectionTitle}>
            {SECTIONS.address}
          </h3>
          <div className={styles.grid}>
            {text('address', { required: true, wide: true, multiline: true, autoComplete: 'street-address' })}
            {text('city', { required: true, autoComplete: 'address-level2' })}
            {text('tehsil', { required: true })}
            {text('dist', { required: true })}
            {text('state', { required: true, autoComplete: 'address-level1' })}
            {text('pincode', {
              required: true,
              inputMode: 'numeric',
              autoComplete: 'postal-code',
            })}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="join-section-membership">
          <h3 id="join-section-membership" className={styles.sectionTitle}>
            {SECTIONS.membership}
          </h3>
          <div className={styles.membership}>
            <fieldset
              className={styles.types}
              aria-describedby={errors.dbjs_member ? 'join-types-error' : undefined}
            >
              <legend className="visually-hidden">{SECTIONS.membership}</legend>
              <Checkbox
                id={fieldId('dbjs_member')}
                label={LABELS.dbjs_member}
                hint={NOTES.dbjs_member}
                checked={form.dbjs_member}
                onChecked={(checked) => change('dbjs_member', checked)}
              />
              <Checkbox
                id={fieldId('magazine_member')}
                label={LABELS.magazine_member}
                hint={NOTES.magazine_member}
                checked={form.magazine_member}
                onChecked={(checked) => change('magazine_member', checked)}
              />
              {errors.dbjs_member ? (
                <p id="join-types-error" className={styles.error}>
                  {errors.dbjs_member}
                </p>
              ) : null}
            </fieldset>
            {basePaise > 0 ? (
              <ChargeSummary basePaise={basePaise} />
            ) : (
              <p className={styles.noneChosen}>{NOTES.noneChosen}</p>
            )}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="join-section-documents">
          <h3 id="join-section-documents" className={styles.sectionTitle}>
            {SECTIONS.documents}
          </h3>
          <div className={styles.grid}>
            <FileField
              id={fieldId('memberProfile')}
              label={DOCS.photo.label}
              accept={PHOTO_ACCEPT}
              buttonLabel={DOCS.photo.button}
              noFileLabel={DOCS.noFile}
              hint={DOCS.photo.hint}
              previewAlt={DOCS.photo.previewAlt}
              file={files.memberProfile}
              onFile={choosePhoto}
              error={errors.memberProfile}
              required
            />
            <FileField
              id={fieldId('aadharFile')}
              label={DOCS.identity.label}
              accept={IDENTITY_ACCEPT}
              buttonLabel={DOCS.identity.button}
              noFileLabel={DOCS.noFile}
              hint={DOCS.identity.hint}
              file={files.aadharFile}
              onFile={(file, kind) => chooseFile('aadharFile', file, kind)}
              error={errors.aadharFile}
              required
            />
            <aside className={styles.note} aria-labelledby="join-aadhaar-note">
              <h4 id="join-aadhaar-note" className={styles.noteTitle}>
                {AADHAAR.title}
              </h4>
              {AADHAAR.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </aside>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="join-section-declaration">
          <h3 id="join-section-declaration" className={styles.sectionTitle}>
            {SECTIONS.declaration}
          </h3>
          <div className={styles.grid}>
            <Checkbox
              id={fieldId('personal_checkbox')}
              label={t(DECLARATION_TEXT)}
              checked={form.personal_checkbox}
              onChecked={(checked) => change('personal_checkbox', checked)}
              error={errors.personal_checkbox}
              required
            />
            <Checkbox
              id={fieldId('choose_type_checbox')}
              label={t(CERTIFICATION_TEXT)}
              checked={form.choose_type_checbox}
              onChecked={(checked) => change('choose_type_checbox', checked)}
              error={errors.choose_type_checbox}
              hint={<PrivacyNote />}
              required
            />
          </div>
        </section>
      </fieldset>

      {orderError && !busy ? (
        <OrderProblem
          message={orderError}
          onRetry={canSubmit ? () => send({ type: 'form.submit' }) : undefined}
        />
      ) : null}

      <div className={styles.actions}>
        {busy ? (
          <Spinner label={ACTIONS.processing} />
        ) : (
          <>
            <button
              type="submit"
              className="btn"
              disabled={!canSubmit}
              aria-describedby={canSubmit ? undefined : 'join-submit-hint'}
            >
              {ACTIONS.submit}
            </button>
            {canSubmit ? null : (
              <p id="join-submit-hint" className={styles.submitHint}>
                {ACTIONS.submitHint}
              </p>
            )}
          </>
        )}
      </div>
    </form>
  );
}
