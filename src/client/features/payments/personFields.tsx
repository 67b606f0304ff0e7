import type { ReactElement } from 'react';
import {
  Checkbox,
  RadioGroup,
  TextField,
  type CheckboxProps,
  type RadioGroupProps,
  type TextFieldProps,
} from './fields';

// The fields both payment forms ask the same way, drawn from each form's values, messages and labels.

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

/** The person's fields in the order PersonFields shows them (where a form looks for its first message). */
export const PERSON_FIELD_ORDER = [
  'first_name',
  'middle_name',
  'sur_name',
  'mobile_no',
  'email_id',
  'data_of_birth',
  'gender',
] as const;
/** The address fields in the order AddressFields shows them. */
export const ADDRESS_FIELD_ORDER = ['address', 'city', 'tehsil', 'dist', 'state', 'pincode'] as const;

type PersonTextField = Exclude<(typeof PERSON_FIELD_ORDER)[number], 'gender'>;

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
export function AddressFields({ fields }: { fields: FieldBinder<(typeof ADDRESS_FIELD_ORDER)[number]> }) {
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
