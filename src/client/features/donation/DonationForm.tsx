import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { formatDottedDate, formatOrdinalDate } from '../../../shared/dates';
import { chargesFor, DONATION_PRESETS_RUPEES, formatPaise, rupeesToPaise } from '../../../shared/money';
import { recurringSummary, recurringTermOf, termOfPeriod } from '../../../shared/subscriptions';
import type { DonationForm as DonationFormValues } from '../../../shared/validation';
import {
  ADDRESS_STEP,
  AMOUNT_STEP,
  DONATION_ACTIONS,
  DONATION_FIELD_LABELS,
  DONATION_RESULTS,
  PERSONAL_STEP,
  RECURRING_TEXT,
  REVIEW_STEP,
} from '../../content/donationForm';
import { GENDER_OPTIONS } from '../../content/joinUs';
import PrivacyNote from '../../components/PrivacyNote';
import ChargeSummary from '../payments/ChargeSummary';
import { ConfirmingScreen, OrderProblem } from '../payments/PaymentScreens';
import ResultScreen from '../payments/ResultScreen';
import { Checkbox, RadioGroup, Spinner, TextField, type TextFieldProps } from '../payments/fields';
import { inspectInDevelopment } from '../payments/inspector';
import { fullAddress, fullName, type PaymentConfig } from '../payments/paymentFlow';
import { donationMachine } from './donationMachine';
import {
  DONATION_STEPS,
  STEP_FIELDS,
  STEP_TITLES,
  type DonationField,
  type DonationStep,
} from './donationSteps';
import styles from './DonationForm.module.css';

type TextFieldName = {
  [K in DonationField]: DonationFormValues[K] extends string ? K : never;
}[DonationField];

const fieldId = (field: DonationField) => `donation-${field.replace(/_/g, '-')}`;
const focusTarget = (field: DonationField) =>
  field === 'gender' || field === 'donation_frequency' || field === 'donation_type'
    ? `input[name="${fieldId(field)}"]`
    : `#${fieldId(field)}`;

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** The donation form (docs/product.md#journeys), in four steps, paid through the gateway's checkout. */
export default function DonationForm({ config }: { config: PaymentConfig }) {
  const [snapshot, send, actorRef] = useMachine(donationMachine, {
    input: { config },
    inspect: inspectInDevelopment(),
  });
  const { form, errors, receipt, orderError, payment, confirmationFailures } = snapshot.context;
  const busy =
    snapshot.matches('creatingOrder') || snapshot.matches('checkout') || snapshot.matches('verifying');
  // Once a confirmation failed, every later check happens on the confirming screen, never on the form.
  const confirming =
    snapshot.matches({ verifying: 'confirming' }) ||
    (snapshot.matches('verifying') && confirmationFailures > 0);
  const step: DonationStep =
    DONATION_STEPS.find((candidate) => snapshot.matches({ editing: candidate })) ?? 'review';
  const stepNumber = DONATION_STEPS.indexOf(step) + 1;

  // "Other amount": the custom box shows whenever no preset is chosen, and stays while its amount is typed.
  const [otherAmount, setOtherAmount] = useState(false);
  const chosenPreset = otherAmount
    ? undefined
    : DONATION_PRESETS_RUPEES.find((rupees) => String(rupees) === form.donation_amount);
  const customBox = useRef<HTMLInputElement>(null);
  const focusCustomBox = useRef(false);
  useEffect(() => {
    if (focusCustomBox.current && chosenPreset === undefined) {
      focusCustomBox.current = false;
      customBox.current?.focus();
    }
  }, [chosenPreset]);

  // A new step announces itself: its heading takes focus (not on the first render of the page).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) {
      shownStep.current = step;
      formRef.current?.scrollIntoView?.({ block: 'start' });
      stepHeading.current?.focus({ preventScroll: true });
    }
  }, [step]);

  if (snapshot.matches('success')) {
    const recurring = receipt?.subscription;
    const recurringTerm = recurring ? termOfPeriod(recurring.period) : null;
    return (
      <ResultScreen
        tone="success"
        title={DONATION_RESULTS.success.title}
        message={recurring ? RECURRING_TEXT.successMessage : DONATION_RESULTS.success.message}
        detail={
          recurring && recurringTerm
            ? RECURRING_TEXT.successDetail(
                recurringSummary(recurringTerm, recurring.amount),
                recurringTerm.unit,
                formatOrdinalDate(recurring.lastChargeOn),
              )
            : undefined
        }
        receipt={receipt}
        receiptNumberLabel={DONATION_RESULTS.receiptNumber}
        receiptLinkLabel={DONATION_RESULTS.receiptLink}
        backLabel={DONATION_RESULTS.successBack}
        onBack={() => {
          setOtherAmount(false);
          send({ type: 'result.back' });
        }}
      >
        {recurring ? (
          <p>
            <a href={recurring.manageUrl}>{RECURRING_TEXT.manageLink}</a>
          </p>
        ) : null}
      </ResultScreen>
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
        title={DONATION_RESULTS.failure.title}
        message={DONATION_RESULTS.failure.message}
        backLabel={DONATION_RESULTS.failureBack}
        onBack={() => send({ type: 'result.back' })}
      />
    );
  }

  const change = (field: DonationField, value: string | boolean) =>
    send({ type: 'form.change', field, value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    send(step === 'review' ? { type: 'form.submit' } : { type: 'step.next' });
    const after = actorRef.getSnapshot();
    const shownFields = DONATION_STEPS.flatMap((candidate) =>
      after.matches({ editing: candidate }) ? STEP_FIELDS[candidate] : [],
    );
    const firstInvalid = shownFields.find((field) => after.context.errors[field]);
    if (firstInvalid) document.querySelector<HTMLElement>(focusTarget(firstInvalid))?.focus();
  };

  const text = (field: TextFieldName, props: Partial<TextFieldProps> = {}) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={DONATION_FIELD_LABELS[field]}
      value={form[field]}
      onValue={(value) => change(field, value)}
      error={errors[field]}
      {...props}
    />
  );

  // Monthly and Yearly are a bounded series of charges (issue 14): the form says how many and how much each.
  const term = recurringTermOf(form.donation_frequency);
  const chosenPaise = rupeesToPaise(form.donation_amount);
  const recurringLine =
    term && chosenPaise > 0 ? recurringSummary(term, chargesFor(chosenPaise).totalPaise) : null;
  const recurringNote = term
    ? recurringLine
      ? RECURRING_TEXT.formNote(recurringLine)
      : RECURRING_TEXT.formNoteNoAmount(term.totalCount, term.adjective)
    : null;

  const amountStep = (
    <div className={styles.stack}>
      <div
        className={styles.group}
        role="group"
        aria-labelledby="donation-amount-label"
        aria-describedby="donation-amount-range"
      >
        <span id="donation-amount-label" className={styles.groupLabel}>
          {AMOUNT_STEP.presetsLabel}
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        </span>
        <div className={styles.presets}>
          {DONATION_PRESETS_RUPEES.map((rupees) => (
            <button
              key={rupees}
              type="button"
              className={`${styles.preset}${chosenPreset === rupees ? ` ${styles.pressed}` : ''}`}
              aria-pressed={chosenPreset === rupees}
              onClick={() => {
                setOtherAmount(false);
                change('donation_amount', String(rupees));
              }}
            >
              {wholeRupees.format(rupees)}
            </button>
          ))}
          <button
            type="button"
            className={`${styles.preset}${chosenPreset === undefined ? ` ${styles.pressed}` : ''}`}
            aria-pressed={chosenPreset === undefined}
            onClick={() => {
              focusCustomBox.current = true;
              setOtherAmount(true);
              if (chosenPreset !== undefined) change('donation_amount', '');
            }}
          >
            {AMOUNT_STEP.otherAmount}
          </button>
        </div>
        <p id="donation-amount-range" className={styles.rangeNote}>
          {AMOUNT_STEP.rangeNote}
        </p>
        {chosenPreset !== undefined && errors.donation_amount ? (
          <p className={styles.error}>{errors.donation_amount}</p>
        ) : null}
      </div>
      {chosenPreset === undefined ? (
        <div className={styles.customAmount}>
          {text('donation_amount', {
            label: AMOUNT_STEP.customLabel,
            required: true,
            inputMode: 'decimal',
            hint: AMOUNT_STEP.customHint,
            ref: customBox,
          })}
        </div>
      ) : null}
      <RadioGroup
        name={fieldId('donation_frequency')}
        legend={AMOUNT_STEP.frequencyLabel}
        options={AMOUNT_STEP.frequencies}
        value={form.donation_frequency}
        onValue={(value) => change('donation_frequency', value)}
        error={errors.donation_frequency}
        hint={recurringNote ?? AMOUNT_STEP.frequencyNote}
        required
      />
      <RadioGroup
        name={fieldId('donation_type')}
        legend={AMOUNT_STEP.typeLabel}
        options={AMOUNT_STEP.types}
        value={form.donation_type}
        onValue={(value) => change('donation_type', value)}
        error={errors.donation_type}
        variant="cards"
        required
      />
    </div>
  );

  const personalStep = (
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
      {text('email_id', {
        optional: true,
        type: 'email',
        autoComplete: 'email',
        hint: PERSONAL_STEP.emailHint,
      })}
      {text('data_of_birth', { required: true, type: 'date', autoComplete: 'bday' })}
      <RadioGroup
        name={fieldId('gender')}
        legend={DONATION_FIELD_LABELS.gender}
        options={GENDER_OPTIONS}
        value={form.gender}
        onValue={(value) => change('gender', value)}
        error={errors.gender}
        required
      />
      {text('pan', { optional: true, autoComplete: 'off', hint: PERSONAL_STEP.panHint })}
    </div>
  );

  const addressStep = (
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
  );

  const frequency = AMOUNT_STEP.frequencies.find((option) => option.value === form.donation_frequency)?.label;
  const recurringRow: [string, string][] = recurringLine ? [[RECURRING_TEXT.reviewLabel, recurringLine]] : [];
  const type = AMOUNT_STEP.types.find((option) => option.value === form.donation_type)?.label;
  const gender = GENDER_OPTIONS.find((option) => option.value === form.gender)?.label;
  const reviewRows: [string, string][] = [
    [DONATION_FIELD_LABELS.donation_amount, formatPaise(rupeesToPaise(form.donation_amount))],
    [DONATION_FIELD_LABELS.donation_frequency, frequency ?? ''],
    ...recurringRow,
    [DONATION_FIELD_LABELS.donation_type, type ?? ''],
    ['Name', fullName(form)],
    [DONATION_FIELD_LABELS.mobile_no, form.mobile_no],
    [DONATION_FIELD_LABELS.email_id, form.email_id.trim()],
    [DONATION_FIELD_LABELS.data_of_birth, form.data_of_birth ? formatDottedDate(form.data_of_birth) : ''],
    [DONATION_FIELD_LABELS.gender, gender ?? ''],
    [DONATION_FIELD_LABELS.pan, form.pan],
    [DONATION_FIELD_LABELS.address, fullAddress(form)],
  ];
  const reviewStep = (
    <div className={styles.review}>
      <div className={styles.reviewColumns}>
        <section aria-labelledby="donation-review-details">
          <h3 id="donation-review-details" className={styles.subTitle}>
            {REVIEW_STEP.detailsTitle}
          </h3>
          <dl className={styles.details}>
            {reviewRows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className={styles.detailRow}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <div>
          <ChargeSummary basePaise={rupeesToPaise(form.donation_amount)} title={REVIEW_STEP.summaryTitle} />
          <p className={styles.chargesNote}>{REVIEW_STEP.chargesNote}</p>
        </div>
      </div>
      <fieldset className={styles.consents} disabled={busy}>
        <legend className="visually-hidden">Consent</legend>
        <Checkbox
          id={fieldId('updates_consent')}
          label={DONATION_FIELD_LABELS.updates_consent}
          checked={form.updates_consent}
          onChecked={(checked) => change('updates_consent', checked)}
        />
        <Checkbox
          id={fieldId('certification')}
          label={DONATION_FIELD_LABELS.certification}
          checked={form.certification}
          onChecked={(checked) => change('certification', checked)}
          error={errors.certification}
          hint={<PrivacyNote />}
          required
        />
      </fieldset>
    </div>
  );

  const canSubmit = snapshot.can({ type: 'form.submit' });
  const content = { amount: amountStep, personal: personalStep, address: addressStep, review: reviewStep }[
    step
  ];

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="donation-step-title"
    >
      <ol className={styles.progress} aria-label="Steps">
        {DONATION_STEPS.map((candidate, index) => (
          <li
            key={candidate}
            className={`${styles.progressStep}${candidate === step ? ` ${styles.current}` : ''}${
              index < stepNumber - 1 ? ` ${styles.done}` : ''
            }`}
            aria-current={candidate === step ? 'step' : undefined}
          >
            <span className={styles.progressNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.progressLabel}>{STEP_TITLES[candidate]}</span>
          </li>
        ))}
      </ol>

      <p className={styles.stepCount}>
        Step {stepNumber} of {DONATION_STEPS.length}
      </p>
      <h2 id="donation-step-title" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
        {
          {
            amount: AMOUNT_STEP.title,
            personal: PERSONAL_STEP.title,
            address: ADDRESS_STEP.title,
            review: REVIEW_STEP.title,
          }[step]
        }
      </h2>

      {content}

      {orderError && !busy ? (
        <OrderProblem
          message={orderError}
          onRetry={canSubmit ? () => send({ type: 'form.submit' }) : undefined}
        />
      ) : null}

      <div className={styles.actions}>
        {busy ? (
          <Spinner label={DONATION_ACTIONS.processing} />
        ) : (
          <>
            {step !== 'amount' ? (
              <button type="button" className="btn btn-outline" onClick={() => send({ type: 'step.back' })}>
                {DONATION_ACTIONS.back}
              </button>
            ) : null}
            {step === 'review' ? (
              <button
                type="submit"
                className="btn"
                disabled={!canSubmit}
                aria-describedby={canSubmit ? undefined : 'donation-submit-hint'}
              >
                {DONATION_ACTIONS.submit}
              </button>
            ) : (
              <button type="submit" className="btn">
                {DONATION_ACTIONS.next}
              </button>
            )}
          </>
        )}
      </div>
      {step === 'review' && !canSubmit && !busy ? (
        <p id="donation-submit-hint" className={styles.submitHint}>
          {DONATION_ACTIONS.submitHint}
        </p>
      ) : null}
    </form>
  );
}
