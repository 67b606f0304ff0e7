import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { formatDottedDate, formatOrdinalDate } from '../../../shared/dates';
import { chargesFor, DONATION_PRESETS_RUPEES, formatPaise, rupeesToPaise } from '../../../shared/money';
import { recurringTermOf, termOfPeriod } from '../../../shared/subscriptions';
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
import { useLanguage, useT, useTranslated } from '../../i18n';
import { announce } from '../payments/announce';
import ChargeSummary from '../payments/ChargeSummary';
import ErrorSummary from '../payments/ErrorSummary';
import {
  recurringSummaryText,
  termAdjective,
  termUnit,
  translateErrors,
  translateOptions,
} from '../payments/journeyText';
import { ConfirmingScreen, OrderProblem } from '../payments/PaymentScreens';
import ResultScreen from '../payments/ResultScreen';
import { Checkbox, RadioGroup, Spinner, TextField, type TextFieldProps } from '../payments/fields';
import { inspectInDevelopment } from '../payments/inspector';
import { fullAddress, fullName, type PaymentConfig } from '../payments/paymentFlow';
import { donationMachine } from './donationMachine';
import { DONATION_STEPS, STEP_FIELDS, type DonationField, type DonationStep } from './donationSteps';
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
  const t = useT();
  const language = useLanguage();
  const [snapshot, send, actorRef] = useMachine(donationMachine, {
    input: { config, language },
    inspect: inspectInDevelopment(),
  });
  const { form, receipt, orderError, payment, confirmationFailures } = snapshot.context;
  // The page's language; the options' values (what is submitted) stay the English values the API expects.
  const errors = translateErrors(t, snapshot.context.errors);
  const LABELS = useTranslated(DONATION_FIELD_LABELS);
  const AMOUNT = useTranslated(AMOUNT_STEP);
  const FREQUENCIES = translateOptions(t, AMOUNT_STEP.frequencies);
  const TYPES = translateOptions(t, AMOUNT_STEP.types);
  const GENDERS = translateOptions(t, GENDER_OPTIONS);
  const PERSONAL = useTranslated(PERSONAL_STEP);
  const ADDRESS = useTranslated(ADDRESS_STEP);
  const REVIEW = useTranslated(REVIEW_STEP);
  const ACTIONS = useTranslated(DONATION_ACTIONS);
  const RESULTS = useTranslated(DONATION_RESULTS);
  const RECURRING = useTranslated(RECURRING_TEXT);
  const STEP_TITLES: Record<DonationStep, string> = {
    amount: t('Amount'),
    personal: t('Your details'),
    address: t('Address'),
    review: t('Review'),
  };
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
        title={RESULTS.success.title}
        message={recurring ? RECURRING.successMessage : RESULTS.success.message}
        detail={
          recurring && recurringTerm
            ? t(
                'The first payment was received today: {summary} in all, one every {unit}, the last on {lastOn}. Each payment gets its own receipt by mail. To stop them at any time, use the link below or the one in your receipt mail.',
                {
                  summary: recurringSummaryText(t, recurringTerm, recurring.amount),
                  unit: termUnit(t, recurringTerm),
                  lastOn: formatOrdinalDate(recurring.lastChargeOn, language),
                },
              )
            : undefined
        }
        receipt={receipt}
        receiptNumberLabel={RESULTS.receiptNumber}
        receiptLinkLabel={RESULTS.receiptLink}
        backLabel={RESULTS.successBack}
        onBack={() => {
          setOtherAmount(false);
          send({ type: 'result.back' });
        }}
      >
        {recurring ? (
          <p>
            <a href={recurring.manageUrl}>{RECURRING.manageLink}</a>
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
        title={RESULTS.failure.title}
        message={RESULTS.failure.message}
        backLabel={RESULTS.failureBack}
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
    if (shownFields.some((field) => after.context.errors[field])) setSummaryShownAt((count) => count + 1);
  };

  const summaryErrors = STEP_FIELDS[step]
    .filter((field) => errors[field])
    .map((field) => ({
      target: focusTarget(field),
      href: `#${fieldId(field)}`,
      label:
        field === 'certification'
          ? t('Certification')
          : field === 'donation_amount'
            ? LABELS.donation_amount
            : LABELS[field],
      message: errors[field] ?? '',
    }));

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

  // Monthly and Yearly are a bounded series of charges (issue 14): the form says how many and how much each.
  const term = recurringTermOf(form.donation_frequency);
  const chosenPaise = rupeesToPaise(form.donation_amount);
  const recurringLine =
    term && chosenPaise > 0 ? recurringSummaryText(t, term, chargesFor(chosenPaise).totalPaise) : null;
  const recurringNote = term
    ? recurringLine
      ? t(
          '{summary} (charges included), taken automatically through a card, UPI or bank mandate that you authorise once at checkout, the first one today. You can stop them at any time from the link in your receipt mail.',
          { summary: recurringLine },
        )
      : t(
          '{count} {adjective} payments of the amount above (charges included), taken automatically through a mandate that you authorise once at checkout. You can stop them at any time.',
          { count: term.totalCount, adjective: termAdjective(t, term) },
        )
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
          {AMOUNT.presetsLabel}
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
            {AMOUNT.otherAmount}
          </button>
        </div>
        <p id="donation-amount-range" className={styles.rangeNote}>
          {AMOUNT.rangeNote}
        </p>
        {chosenPreset !== undefined && errors.donation_amount ? (
          <p className={styles.error}>{errors.donation_amount}</p>
        ) : null}
      </div>
      {chosenPreset === undefined ? (
        <div className={styles.customAmount}>
          {text('donation_amount', {
            label: AMOUNT.customLabel,
            required: true,
            inputMode: 'decimal',
            hint: AMOUNT.customHint,
            ref: customBox,
          })}
        </div>
      ) : null}
      <RadioGroup
        name={fieldId('donation_frequency')}
        legend={AMOUNT.frequencyLabel}
        options={FREQUENCIES}
        value={form.donation_frequency}
        onValue={(value) => change('donation_frequency', value)}
        error={errors.donation_frequency}
        hint={recurringNote ?? AMOUNT.frequencyNote}
        required
      />
      <RadioGroup
        name={fieldId('donation_type')}
        legend={AMOUNT.typeLabel}
        options={TYPES}
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
        hint: PERSONAL.emailHint,
      })}
      {text('data_of_birth', { required: true, type: 'date', autoComplete: 'bday' })}
      <RadioGroup
        name={fieldId('gender')}
        legend={LABELS.gender}
        options={GENDERS}
        value={form.gender}
        onValue={(value) => change('gender', value)}
        error={errors.gender}
        required
      />
      {text('pan', { optional: true, autoComplete: 'off', hint: PERSONAL.panHint })}
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

  const frequency = FREQUENCIES.find((option) => option.value === form.donation_frequency)?.label;
  const recurringRow: [string, string][] = recurringLine ? [[RECURRING.reviewLabel, recurringLine]] : [];
  const type = TYPES.find((option) => option.value === form.donation_type)?.label;
  const gender = GENDERS.find((option) => option.value === form.gender)?.label;
  const reviewRows: [string, string][] = [
    [LABELS.donation_amount, formatPaise(rupeesToPaise(form.donation_amount))],
    [LABELS.donation_frequency, frequency ?? ''],
    ...recurringRow,
    [LABELS.donation_type, type ?? ''],
    [t('Name'), fullName(form)],
    [LABELS.mobile_no, form.mobile_no],
    [LABELS.email_id, form.email_id.trim()],
    [LABELS.data_of_birth, form.data_of_birth ? formatDottedDate(form.data_of_birth) : ''],
    [LABELS.gender, gender ?? ''],
    [LABELS.pan, form.pan],
    [LABELS.address, fullAddress(form)],
  ];
  const reviewStep = (
    <div className={styles.review}>
      <div className={styles.reviewColumns}>
        <section aria-labelledby="donation-review-details">
          <h3 id="donation-review-details" className={styles.subTitle}>
            {REVIEW.detailsTitle}
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
          <ChargeSummary basePaise={rupeesToPaise(form.donation_amount)} title={REVIEW.summaryTitle} />
          <p className={styles.chargesNote}>{REVIEW.chargesNote}</p>
        </div>
      </div>
      <fieldset className={styles.consents} disabled={busy}>
        <legend className="visually-hidden">{t('Consent')}</legend>
        <Checkbox
          id={fieldId('updates_consent')}
          label={LABELS.updates_consent}
          checked={form.updates_consent}
          onChecked={(checked) => change('updates_consent', checked)}
        />
        <Checkbox
          id={fieldId('certification')}
          label={LABELS.certification}
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
      <ol className={styles.progress} aria-label={t('Steps')}>
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
        {t('Step {number} of {count}', { number: stepNumber, count: DONATION_STEPS.length })}
      </p>
      <h2 id="donation-step-title" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
        {
          {
            amount: AMOUNT.title,
            personal: PERSONAL.title,
            address: ADDRESS.title,
            review: REVIEW.title,
          }[step]
        }
      </h2>

      <ErrorSummary errors={summaryErrors} shownAt={summaryShownAt} />

      {content}

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
            {step !== 'amount' ? (
              <button type="button" className="btn btn-outline" onClick={() => send({ type: 'step.back' })}>
                {ACTIONS.back}
              </button>
            ) : null}
            {step === 'review' ? (
              <button
                type="submit"
                className="btn"
                disabled={!canSubmit}
                aria-describedby={canSubmit ? undefined : 'donation-submit-hint'}
              >
                {ACTIONS.submit}
              </button>
            ) : (
              <button type="submit" className="btn">
                {ACTIONS.next}
              </button>
            )}
          </>
        )}
      </div>
      {step === 'review' && !canSubmit && !busy ? (
        <p id="donation-submit-hint" className={styles.submitHint}>
          {ACTIONS.submitHint}
        </p>
      ) : null}
    </form>
  );
}
