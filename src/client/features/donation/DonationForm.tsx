import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type Ref,
  type SetStateAction,
} from 'react';
import { useMachine } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { formatDottedDate, formatOrdinalDate } from '../../../shared/dates';
import {
  chargesFor,
  DONATION_PRESETS_RUPEES,
  formatPaise,
  formatWholeRupees,
  rupeesToPaise,
} from '../../../shared/money';
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
import { useLanguage, useT, useTranslated, type Translate } from '../../i18n';
import ChargeSummary from '../payments/ChargeSummary';
import ErrorSummary, { summaryErrorsOf } from '../payments/ErrorSummary';
import {
  PaymentActions,
  paymentOutcomeScreen,
  SubmitButton,
  usePaymentProgress,
} from '../payments/journeyForm';
import { useJourneyMachineOptions } from '../payments/inspector';
import { AddressFields, bindFields, PersonFields } from '../payments/personFields';
import {
  recurringSummaryText,
  termAdjective,
  termUnit,
  translateErrors,
  translateOptions,
} from '../payments/journeyText';
import { fullAddress, fullName, type PaymentConfig } from '../payments/paymentFlow';
import { donationMachine } from './donationMachine';
import { DONATION_STEPS, STEP_FIELDS, type DonationField, type DonationStep } from './donationSteps';
import styles from './DonationForm.module.css';

type DonationFields = ReturnType<typeof bindFields<DonationFormValues>>;
type DonationSnapshot = SnapshotFrom<typeof donationMachine>;

const fieldId = (field: DonationField) => `donation-${field.replace(/_/g, '-')}`;
const focusTarget = (field: DonationField) =>
  field === 'gender' || field === 'donation_frequency' || field === 'donation_type'
    ? `input[name="${fieldId(field)}"]`
    : `#${fieldId(field)}`;

/** The donation form (docs/product.md#journeys), in four steps, paid through the gateway's checkout. */
export default function DonationForm({ config }: { config: PaymentConfig }) {
  const t = useT();
  const [snapshot, send, actorRef] = useMachine(donationMachine, useJourneyMachineOptions(config));
  const { form } = snapshot.context;
  // The page's language; the options' values (what is submitted) stay the English values the API expects.
  const errors = translateErrors(t, snapshot.context.errors);
  const LABELS = useTranslated(DONATION_FIELD_LABELS);
  const ACTIONS = useTranslated(DONATION_ACTIONS);
  const { busy, confirming, actions } = usePaymentProgress(snapshot, () => send({ type: 'form.submit' }));
  const step: DonationStep =
    DONATION_STEPS.find((candidate) => snapshot.matches({ editing: candidate })) ?? 'review';

  // "Other amount": the custom box shows whenever no preset is chosen, and stays while its amount is typed.
  const [otherAmount, setOtherAmount] = useState(false);
  const { formRef, stepHeading } = useStepFocus(step);
  // Submits that found problems: the summary at the top of the form takes focus on each.
  const [summaryShownAt, setSummaryShownAt] = useState(0);
  const outcome = useDonationOutcome(snapshot, confirming, {
    onSuccessBack: () => {
      setOtherAmount(false);
      send({ type: 'result.back' });
    },
    onFailureBack: () => send({ type: 'result.back' }),
    onRetry: () => send({ type: 'verify.retry' }),
  });
  if (outcome) return outcome;

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

  const summaryErrors = summaryErrorsOf(STEP_FIELDS[step], errors, {
    fieldId,
    focusTarget,
    label: (field) => (field === 'certification' ? t('Certification') : LABELS[field]),
  });
  const fields = bindFields({ form, errors, labels: LABELS, fieldId, change });
  const canSubmit = snapshot.can({ type: 'form.submit' });
  const content = {
    amount: (
      <AmountStep
        fields={fields}
        form={form}
        errors={errors}
        change={change}
        otherAmount={otherAmount}
        setOtherAmount={setOtherAmount}
      />
    ),
    personal: <PersonalStep fields={fields} />,
    address: (
      <div className={styles.grid}>
        <AddressFields fields={fields} />
      </div>
    ),
    review: <ReviewStep fields={fields} form={form} errors={errors} busy={busy} />,
  }[step];

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="donation-step-title"
    >
      <StepHeader step={step} headingRef={stepHeading} />
      <ErrorSummary errors={summaryErrors} shownAt={summaryShownAt} />
      {content}
      <PaymentActions {...actions} className={styles.actions} processingLabel={ACTIONS.processing}>
        {step !== 'amount' ? (
          <button type="button" className="btn btn-outline" onClick={() => send({ type: 'step.back' })}>
            {ACTIONS.back}
          </button>
        ) : null}
        {step === 'review' ? (
          <SubmitButton canSubmit={canSubmit} hintId="donation-submit-hint" label={ACTIONS.submit} />
        ) : (
          <button type="submit" className="btn">
            {ACTIONS.next}
          </button>
        )}
      </PaymentActions>
      {step === 'review' && !canSubmit && !busy ? (
        <p id="donation-submit-hint" className={styles.submitHint}>
          {ACTIONS.submitHint}
        </p>
      ) : null}
    </form>
  );
}

/** A new step announces itself: its heading takes focus (not on the first render of the page). */
function useStepFocus(step: DonationStep) {
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
  return { formRef, stepHeading };
}

/**
 * The screen that replaces the form after the payment, or null: a monthly or yearly gift's success says what
 * follows and links to where it can be stopped.
 */
function useDonationOutcome(
  snapshot: DonationSnapshot,
  confirming: boolean,
  {
    onSuccessBack,
    onFailureBack,
    onRetry,
  }: { onSuccessBack: () => void; onFailureBack: () => void; onRetry: () => void },
) {
  const t = useT();
  const language = useLanguage();
  const RESULTS = useTranslated(DONATION_RESULTS);
  const RECURRING = useTranslated(RECURRING_TEXT);
  const { receipt } = snapshot.context;
  const recurring = receipt?.subscription;
  const recurringTerm = recurring ? termOfPeriod(recurring.period) : null;
  return paymentOutcomeScreen(snapshot, {
    confirming,
    onRetry,
    success: {
      title: RESULTS.success.title,
      message: recurring ? RECURRING.successMessage : RESULTS.success.message,
      detail:
        recurring && recurringTerm
          ? t(
              'The first payment was received today: {summary} in all, one every {unit}, the last on {lastOn}. Each payment gets its own receipt by mail. To stop them at any time, use the link below or the one in your receipt mail.',
              {
                summary: recurringSummaryText(t, recurringTerm, recurring.amount),
                unit: termUnit(t, recurringTerm),
                lastOn: formatOrdinalDate(recurring.lastChargeOn, language),
              },
            )
          : undefined,
      receipt,
      receiptNumberLabel: RESULTS.receiptNumber,
      receiptLinkLabel: RESULTS.receiptLink,
      backLabel: RESULTS.successBack,
      onBack: onSuccessBack,
      children: recurring ? (
        <p>
          <a href={recurring.manageUrl}>{RECURRING.manageLink}</a>
        </p>
      ) : null,
    },
    failure: {
      title: RESULTS.failure.title,
      message: RESULTS.failure.message,
      backLabel: RESULTS.failureBack,
      onBack: onFailureBack,
    },
  });
}

/** The steps' progress list, "Step n of 4" and the step's heading, which takes focus when the step changes. */
function StepHeader({ step, headingRef }: { step: DonationStep; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT();
  const AMOUNT = useTranslated(AMOUNT_STEP);
  const PERSONAL = useTranslated(PERSONAL_STEP);
  const ADDRESS = useTranslated(ADDRESS_STEP);
  const REVIEW = useTranslated(REVIEW_STEP);
  const STEP_TITLES: Record<DonationStep, string> = {
    amount: t('Amount'),
    personal: t('Your details'),
    address: t('Address'),
    review: t('Review'),
  };
  const stepNumber = DONATION_STEPS.indexOf(step) + 1;
  return (
    <>
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
      <h2 id="donation-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {
          {
            amount: AMOUNT.title,
            personal: PERSONAL.title,
            address: ADDRESS.title,
            review: REVIEW.title,
          }[step]
        }
      </h2>
    </>
  );
}

/**
 * Monthly and Yearly are a bounded series of charges (issue 14): how many and how much each, for the amount
 * chosen; null for a one-time gift or before an amount is chosen.
 */
function recurringLineOf(t: Translate, form: DonationFormValues) {
  const term = recurringTermOf(form.donation_frequency);
  const chosenPaise = rupeesToPaise(form.donation_amount);
  return term && chosenPaise > 0 ? recurringSummaryText(t, term, chargesFor(chosenPaise).totalPaise) : null;
}

interface StepProps {
  fields: DonationFields;
  form: DonationFormValues;
  errors: Partial<Record<DonationField, string>>;
}

/** Step 1: the amount (a preset or another), how often and the donation's type. */
function AmountStep({
  fields,
  form,
  errors,
  change,
  otherAmount,
  setOtherAmount,
}: StepProps & {
  change: (field: DonationField, value: string) => void;
  otherAmount: boolean;
  setOtherAmount: Dispatch<SetStateAction<boolean>>;
}) {
  const t = useT();
  const AMOUNT = useTranslated(AMOUNT_STEP);
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

  return (
    <div className={styles.stack}>
      <AmountPresets
        chosenPreset={chosenPreset}
        error={errors.donation_amount}
        onPreset={(rupees) => {
          setOtherAmount(false);
          change('donation_amount', String(rupees));
        }}
        onOther={() => {
          focusCustomBox.current = true;
          setOtherAmount(true);
          if (chosenPreset !== undefined) change('donation_amount', '');
        }}
      />
      {chosenPreset === undefined ? (
        <div className={styles.customAmount}>
          {fields.text('donation_amount', {
            label: AMOUNT.customLabel,
            required: true,
            inputMode: 'decimal',
            hint: AMOUNT.customHint,
            ref: customBox,
          })}
        </div>
      ) : null}
      {fields.radio('donation_frequency', {
        legend: AMOUNT.frequencyLabel,
        options: translateOptions(t, AMOUNT_STEP.frequencies),
        hint: recurringNoteOf(t, form) ?? AMOUNT.frequencyNote,
      })}
      {fields.radio('donation_type', {
        legend: AMOUNT.typeLabel,
        options: translateOptions(t, AMOUNT_STEP.types),
        variant: 'cards',
      })}
    </div>
  );
}

/** The preset amounts and "Other amount", as toggle buttons; a preset's message shows under them. */
function AmountPresets({
  chosenPreset,
  error,
  onPreset,
  onOther,
}: {
  chosenPreset: number | undefined;
  error: string | undefined;
  onPreset: (rupees: number) => void;
  onOther: () => void;
}) {
  const AMOUNT = useTranslated(AMOUNT_STEP);
  const presetClass = (pressed: boolean) => `${styles.preset}${pressed ? ` ${styles.pressed}` : ''}`;
  return (
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
            className={presetClass(chosenPreset === rupees)}
            aria-pressed={chosenPreset === rupees}
            onClick={() => onPreset(rupees)}
          >
            {formatWholeRupees(rupees)}
          </button>
        ))}
        <button
          type="button"
          className={presetClass(chosenPreset === undefined)}
          aria-pressed={chosenPreset === undefined}
          onClick={onOther}
        >
          {AMOUNT.otherAmount}
        </button>
      </div>
      <p id="donation-amount-range" className={styles.rangeNote}>
        {AMOUNT.rangeNote}
      </p>
      {chosenPreset !== undefined && error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}

/** Under "How often": for a monthly or yearly gift, how many charges, how much each and how to stop them. */
function recurringNoteOf(t: Translate, form: DonationFormValues) {
  const term = recurringTermOf(form.donation_frequency);
  if (!term) return null;
  const recurringLine = recurringLineOf(t, form);
  return recurringLine
    ? t(
        '{summary} (charges included), taken automatically through a card, UPI or bank mandate that you authorise once at checkout, the first one today. You can stop them at any time from the link in your receipt mail.',
        { summary: recurringLine },
      )
    : t(
        '{count} {adjective} payments of the amount above (charges included), taken automatically through a mandate that you authorise once at checkout. You can stop them at any time.',
        { count: term.totalCount, adjective: termAdjective(t, term) },
      );
}

/** Step 2: the donor's details, with the PAN for the tax receipt. */
function PersonalStep({ fields }: { fields: DonationFields }) {
  const t = useT();
  const PERSONAL = useTranslated(PERSONAL_STEP);
  return (
    <div className={styles.grid}>
      <PersonFields
        fields={fields}
        genders={translateOptions(t, GENDER_OPTIONS)}
        emailHint={PERSONAL.emailHint}
      />
      {fields.text('pan', { optional: true, autoComplete: 'off', hint: PERSONAL.panHint })}
    </div>
  );
}

/** The review's rows: each answer under its label, in the order the steps asked them; empty answers are left out. */
function useReviewRows(form: DonationFormValues): [string, string][] {
  const t = useT();
  const LABELS = useTranslated(DONATION_FIELD_LABELS);
  const RECURRING = useTranslated(RECURRING_TEXT);
  const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
    translateOptions(t, options).find((option) => option.value === value)?.label ?? '';
  const recurringLine = recurringLineOf(t, form);
  const recurringRow: [string, string][] = recurringLine ? [[RECURRING.reviewLabel, recurringLine]] : [];
  const rows: [string, string][] = [
    [LABELS.donation_amount, formatPaise(rupeesToPaise(form.donation_amount))],
    [LABELS.donation_frequency, optionLabel(AMOUNT_STEP.frequencies, form.donation_frequency)],
    ...recurringRow,
    [LABELS.donation_type, optionLabel(AMOUNT_STEP.types, form.donation_type)],
    [t('Name'), fullName(form)],
    [LABELS.mobile_no, form.mobile_no],
    [LABELS.email_id, form.email_id.trim()],
    [LABELS.data_of_birth, form.data_of_birth ? formatDottedDate(form.data_of_birth) : ''],
    [LABELS.gender, optionLabel(GENDER_OPTIONS, form.gender)],
    [LABELS.pan, form.pan],
    [LABELS.address, fullAddress(form)],
  ];
  return rows.filter(([, value]) => value);
}

/** Step 4: the answers, the charges, and the consents (the certification is required). */
function ReviewStep({ fields, form, errors, busy }: StepProps & { busy: boolean }) {
  const t = useT();
  const REVIEW = useTranslated(REVIEW_STEP);
  const rows = useReviewRows(form);
  return (
    <div className={styles.review}>
      <div className={styles.reviewColumns}>
        <section aria-labelledby="donation-review-details">
          <h3 id="donation-review-details" className={styles.subTitle}>
            {REVIEW.detailsTitle}
          </h3>
          <dl className={styles.details}>
            {rows.map(([label, value]) => (
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
        {fields.check('updates_consent')}
        {fields.check('certification', {
          error: errors.certification,
          hint: <PrivacyNote />,
          required: true,
        })}
      </fieldset>
    </div>
  );
}
