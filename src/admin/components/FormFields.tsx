import type { ChangeEvent, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import Field from './Field';
import RichTextEditor from './RichTextEditor';
import type { RichTextPolicy } from '../lib/richText';
import ui from './ui.module.css';

// The console's form-field kit: each is one labelled control inside Field (its hint and error tied to it for
// screen readers), holding a string and reporting the new string. Other attributes go to the control itself.

interface FieldFrame {
  label: string;
  error?: string | null;
  hint?: string;
}

interface Controlled {
  value: string;
  onChange: (value: string) => void;
}

/** The attributes every kit control shares: the console's input style and the string in and out. */
function controlled({ value, onChange }: Controlled) {
  return {
    className: ui.input,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
}

type Passed<Attributes> = Omit<Attributes, 'id' | 'className' | 'value' | 'onChange'>;

type TextFieldProps = FieldFrame & Controlled & Passed<InputHTMLAttributes<HTMLInputElement>>;

/** A one-line input (text, number, date, time, email, password…). */
export function TextField({ label, error, hint, value, onChange, ...attributes }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...attributes} {...controlled({ value, onChange })} />}
    </Field>
  );
}

type TextAreaFieldProps = FieldFrame & Controlled & Passed<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** Plain text over several lines. */
export function TextAreaField({ label, error, hint, value, onChange, ...attributes }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...attributes} {...controlled({ value, onChange })} />}
    </Field>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

type SelectFieldProps = FieldFrame &
  Controlled &
  Passed<SelectHTMLAttributes<HTMLSelectElement>> & {
    options: readonly SelectOption[];
    /** The first, empty choice (e.g. “Choose a committee”), for a field nothing is chosen in yet. */
    placeholder?: string;
  };

/** A choice among `options`. */
export function SelectField({
  label,
  error,
  hint,
  value,
  onChange,
  options,
  placeholder,
  ...attributes
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...attributes} {...controlled({ value, onChange })}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type RichTextFieldProps = FieldFrame & Controlled & { policy: RichTextPolicy; rows: number };

/** HTML text in the console's editor, kept to what `policy` lets the site show. */
export function RichTextField({ label, error, hint, value, onChange, policy, rows }: RichTextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <RichTextEditor {...control} policy={policy} rows={rows} value={value} onChange={onChange} />
      )}
    </Field>
  );
}
