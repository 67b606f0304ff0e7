import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { announce } from './announce';
import type { SummaryError } from './ErrorSummary';
import {
  Checkbox,
  RadioGroup,
  Spinner,
  TextField,
  type CheckboxProps,
  type RadioGroupProps,
  type TextFieldProps,
} from './fields';
import { ConfirmingScreen, OrderProblem } from './PaymentScreens';
import ResultScreen, { type ResultScreenProps } from './ResultScreen';

// What the donation and membership forms share around their own fields: the payment's progress and outcome
// screens, the person and address fields, the error summary's entries and the submit area.

/** The states both journeys' machines have for a payment under way, and what their context keeps of it. */
export interface PaymentSnapshot {
  matches(
    state:
      | 'creatingOrder'
      | 'checkout'
      | 'verifying'
      | 'success'
      | 'failed'
      | { verifying: 'confirming' | 'checking' },
  ): boolean;
  context: {
    form: { email_id: string };
    payment: { razorpay_payment_id: string } | null;
    confirmationFailures: number;
  };
}

/**
 * Whether a payment is under way, and whether it is being confirmed after a failed confirmation. The payment's
 * progress is announced to screen readers (the outcome screens announce themselves).
 */
export function usePaymentProgress(snapshot: PaymentSnapshot) {
  const t = useT();
  const phase = snapshot.matches('checkout')
    ? 'checkout'
    : snapshot.matches('verifying')
      ? 'verifying'
      : null;
  useEffect(() => {
    if (phase === 'checkout') announce(t('Opening the payment window…'));
    else if (phase === 'verifying') announce(t('Verifying your payment…'));
  }, [phase, t]);
  const busy =
    snapshot.matches('creatingOrder') || snapshot.matches('checkout') || snapshot.matches('verifying');
  // Once a confirmation failed, every later check happens on the confirming screen, never on the form.
  const confirming =
    snapshot.matches({ verifying: 'confirming' }) ||
    (snapshot.matches('verifying') && snapshot.context.confirmationFailures > 0);
  return { busy, confirming };
}

type OutcomeScreen = Omit<ResultScreenProps, 'tone'>;

/** The screen that replaces the form once the payment succeeded, failed or awaits confirmation; null before. */
export function paymentOutcomeScreen(
  snapshot: PaymentSnapshot,
  {
    confirming,
    onRetry,
    success,
    failure,
  }: {
    confirming: boolean;
    onRetry: () => void;
    success: OutcomeScreen;
    failure: OutcomeScreen;
  },
): ReactElement | null {
  if (snapshot.matches('success')) return <ResultScreen tone="success" {...success} />;
  if (confirming) {
    const { form, payment, confirmationFailures } = snapshot.context;
    return (
      <ConfirmingScreen
        email={form.email_id}
        paymentId={payment?.razorpay_payment_id ?? null}
        checking={snapshot.matches({ verifying: 'checking' })}
        failures={confirmationFailures}
        onRetry={onRetry}
      />
    );
  }
  if (snapshot.matches('failed')) return <ResultScreen tone="failure" {...failure} />;
  return null;
}

/** A form's fields of one kind of value: the text (and choice) fields hold strings, the checkboxes booleans. */
type KeysOf<Form, Value> = { [K in keyof Form]: Form[K] extends Value ? K : never }[keyof Form] & string;

/**
 * Draws a form's fields from its values, messages and labels: each control gets its id, label and message. A
 * checkbox shows a message only when given one (some forms show a group's message elsewhere).
 */
export interface FieldBinder<TextName extends string, CheckName extends string = never> {
  text: (field: TextName, props?: Partial<TextFieldProps>) => ReactElement;
  radio: (
    field: TextName,
    props: Pick<RadioGroupProps, 'options'> & Partial<RadioGroupProps>,
  ) => ReactElement;
  check: (field: CheckName, props?: Partial<CheckboxProps>) => ReactElement;
}

export function bindFields<Form>({
  form,
  errors,
  labels,
  fieldId,
  change,
}: {
  form: Form;
  errors: Partial<Record<string, string>>;
  labels: Record<keyof Form, string>;
  fieldId: (field: keyof Form & string) => string;
  change: (field: keyof Form & string, value: string | boolean) => void;
}): FieldBinder<KeysOf<Form, string>, KeysOf<Form, boolean>> {
  return {
    text: (field, props = {}) => (
      <TextField
        id={fieldId(field)}
        name={field}
        label={labels[field]}
        value={form[field] as string}
        onValue={(value) => change(field, value)}
        error={errors[field]}
        {...props}
      />
    ),
    radio: (field, props) => (
      <RadioGroup
        name={fieldId(field)}
        legend={labels[field]}
        value={form[field] as string}
        onValue={(value) => change(field, value)}
        error={errors[field]}
        required
        {...props}
      />
    ),
    check: (field, props = {}) => (
      <Checkbox
        id={fieldId(field)}
        label={labels[field]}
        checked={form[field] as boolean}
        onChecked={(checked) => change(field, checked)}
        {...props}
      />
    ),
  };
}

type PersonTextField = 'first_name' | 'middle_name' | 'sur_name' | 'mobile_no' | 'email_id' | 'data_of_birth';

/** Name, mobile, email, date of birth and gender, as both forms ask them. */
export function PersonFields({
  fields,
  genders,
  emailHint,
  onBirthDateBlur,
}: {
  fields: FieldBinder<PersonTextField | 'gender'>;
  genders: RadioGroupProps['options'];
  emailHint?: string;
  onBirthDateBlur?: () => void;
}) {
  return (
    <>
      {fields.text('first_name', { required: true, autoComplete: 'given-name' })}
      {fields.text('middle_name', { optional: true, autoComplete: 'additional-name' })}
      {fields.text('sur_name', { required: true, autoComplete: 'family-name' })}
      {fields.text('mobile_no', {
        required: true,
        type: 'tel',
        inputMode: 'numeric',
        autoComplete: 'tel-national',
      })}
      {fields.text('email_id', { optional: true, type: 'email', autoComplete: 'email', hint: emailHint })}
      {fields.text('data_of_birth', {
        required: true,
        type: 'date',
        autoComplete: 'bday',
        onBlur: onBirthDateBlur,
      })}
      {fields.radio('gender', { options: genders })}
    </>
  );
}

/** The postal address, as both forms ask it. */
export function AddressFields({
  fields,
}: {
  fields: FieldBinder<'address' | 'city' | 'tehsil' | 'dist' | 'state' | 'pincode'>;
}) {
  return (
    <>
      {fields.text('address', {
        required: true,
        wide: true,
        multiline: true,
        autoComplete: 'street-address',
      })}
      {fields.text('city', { required: true, autoComplete: 'address-level2' })}
      {fields.text('tehsil', { required: true })}
      {fields.text('dist', { required: true })}
      {fields.text('state', { required: true, autoComplete: 'address-level1' })}
      {fields.text('pincode', { required: true, inputMode: 'numeric', autoComplete: 'postal-code' })}
    </>
  );
}

/** The error summary's entries for the given fields that have a message, in that order. */
export function summaryErrorsOf<Field extends string>(
  fields: readonly Field[],
  errors: Partial<Record<Field, string>>,
  {
    fieldId,
    focusTarget,
    label,
  }: {
    fieldId: (field: Field) => string;
    focusTarget: (field: Field) => string;
    label: (field: Field) => string;
  },
): SummaryError[] {
  return fields
    .filter((field) => errors[field])
    .map((field) => ({
      target: focusTarget(field),
      href: `#${fieldId(field)}`,
      label: label(field),
      message: errors[field] ?? '',
    }));
}

/**
 * Under the form: the order call's problem (with a retry when submitting is possible), then the buttons, which a
 * spinner replaces while the payment is under way.
 */
export function PaymentActions({
  className,
  busy,
  processingLabel,
  orderError,
  onRetry,
  children,
}: {
  className: string;
  busy: boolean;
  processingLabel: string;
  orderError: string | null;
  onRetry: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {orderError && !busy ? <OrderProblem message={orderError} onRetry={onRetry} /> : null}
      <div className={className}>{busy ? <Spinner label={processingLabel} /> : children}</div>
    </>
  );
}

/** The final submit button: disabled, and pointing at the hint that says why, while submitting is impossible. */
export function SubmitButton({
  canSubmit,
  hintId,
  label,
}: {
  canSubmit: boolean;
  hintId: string;
  label: string;
}) {
  return (
    <button
      type="submit"
      className="btn"
      disabled={!canSubmit}
      aria-describedby={canSubmit ? undefined : hintId}
    >
      {label}
    </button>
  );
}
