import {
  useRef,
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { financialYearLabel } from '../../shared/dates';
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
type TextAreaFieldProps = FieldFrame & Controlled & Passed<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** Plain text in its Field: one line in an input, or several in a textarea. */
function PlainTextField({
  multiline,
  label,
  error,
  hint,
  value,
  onChange,
  ...attributes
}: (TextFieldProps | TextAreaFieldProps) & { multiline: boolean }) {
  const Control = multiline ? 'textarea' : 'input';
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <Control {...control} {...(attributes as object)} {...controlled({ value, onChange })} />}
    </Field>
  );
}

/** A one-line input (text, number, date, time, email, password…). */
export const TextField = (props: TextFieldProps) => <PlainTextField {...props} multiline={false} />;

/** Plain text over several lines. */
export const TextAreaField = (props: TextAreaFieldProps) => <PlainTextField {...props} multiline />;

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

/** The options of a select, with its first, empty choice when there is one. */
function Options({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

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
          <Options options={options} placeholder={placeholder} />
        </select>
      )}
    </Field>
  );
}

/** What each policy lets the office write, said under its editor. */
const POLICY_HINTS: Record<RichTextPolicy, string> = {
  rich: 'Headings, lists, bold, italic, quotations and links. Text pasted from Word keeps only these.',
  news: 'Bold, italic and links. Text pasted from Word keeps only what the site shows.',
  president: 'Paragraphs, bulleted lists, bold and italic. Text pasted from Word keeps only these.',
};

type RichTextFieldProps = Omit<FieldFrame, 'hint'> & Controlled & { policy: RichTextPolicy; rows: number };

/** HTML text in the console's editor, kept to what `policy` lets the site show (its hint says what that is). */
export function RichTextField({ label, error, value, onChange, policy, rows }: RichTextFieldProps) {
  return (
    <Field label={label} error={error} hint={POLICY_HINTS[policy]}>
      {(control) => (
        <RichTextEditor {...control} policy={policy} rows={rows} value={value} onChange={onChange} />
      )}
    </Field>
  );
}

/** The financial year (April to March) a statement or certificate is for, named as "2025-26". */
export function FinancialYearField({
  years,
  value,
  onChange,
}: {
  /** Each year's first calendar year: 2025 for 2025-26. */
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
}) {
  return (
    <SelectField
      label="Financial year"
      options={years.map((year) => ({ value: year, label: financialYearLabel(year) }))}
      value={String(value)}
      onChange={(year) => onChange(Number(year))}
    />
  );
}

/** A plain-text box of a settings form: the page's font, at least `minHeight` tall. */
export const textBoxStyle = (minHeight: string): CSSProperties => ({
  minHeight,
  fontFamily: 'inherit',
  fontSize: 'var(--text-sm)',
});

type UploadFieldProps = FieldFrame & {
  /** The file types the picker offers, e.g. "application/pdf,.pdf". */
  accept: string;
  /** The upload button's text, and its text while uploading. */
  buttonLabel: string;
  busy: boolean;
  /** Called with the chosen file (undefined when none is chosen). */
  onUpload: (file: File | undefined) => void;
  /** More buttons beside the upload button (e.g. Remove). */
  children?: ReactNode;
};

/** A file picker with its upload button: the file is sent on its own, before the form is saved. */
export function UploadField({
  label,
  error,
  hint,
  accept,
  buttonLabel,
  busy,
  onUpload,
  children,
}: UploadFieldProps) {
  const file = useRef<HTMLInputElement>(null);
  return (
    <>
      <Field label={label} error={error} hint={hint}>
        {(control) => <input {...control} ref={file} className={ui.input} type="file" accept={accept} />}
      </Field>
      <div className={ui.actions}>
        <Button
          kind="secondary"
          busy={busy}
          busyLabel="Uploading…"
          onClick={() => onUpload(file.current?.files?.[0])}
        >
          {buttonLabel}
        </Button>
        {children}
      </div>
    </>
  );
}

const BUTTON_CLASS = { primary: ui.button, secondary: ui.buttonSecondary, danger: ui.buttonDanger };

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  /** While true the button is disabled (and says busyLabel, when given): its request runs. */
  busy?: boolean;
  busyLabel?: string;
  kind?: keyof typeof BUTTON_CLASS;
  small?: boolean;
  /** A class of the page's own besides the console's. */
  extraClass?: string;
};

/** A console button, disabled while its request runs. A plain button unless `type` says submit. */
export function Button({
  busy,
  busyLabel,
  kind = 'primary',
  small,
  extraClass,
  type = 'button',
  disabled,
  children,
  ...attributes
}: ButtonProps) {
  const className = [BUTTON_CLASS[kind], small && ui.buttonSmall, extraClass].filter(Boolean).join(' ');
  return (
    <button type={type} className={className} disabled={busy || disabled} {...attributes}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A form's submit button alone on its line, saying busyLabel while the request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {children}
      </Button>
    </div>
  );
}

// ------------------------------------------------------------------ filter bars

/** A list's filter bar: a search form that applies its filters on submit. */
export function FilterBar({
  label,
  onSubmit,
  children,
}: {
  /** The bar's accessible name, e.g. "Filter donations". */
  label?: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className={ui.filters}
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface FilterProps {
  /** Filters keep fixed ids: links and tests name them. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A filter bar's text, search or date input. */
export function FilterInput({
  id,
  label,
  value,
  onChange,
  type = 'search',
}: FilterProps & { type?: 'search' | 'date' | 'text' }) {
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} {...controlled({ value, onChange })} />
    </div>
  );
}

/** A filter bar's choice; `bare` leaves the browser's own look. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  bare,
}: FilterProps & { options: readonly SelectOption[]; placeholder?: string; bare?: boolean }) {
  const control = controlled({ value, onChange });
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...control} className={bare ? undefined : control.className}>
        <Options options={options} placeholder={placeholder} />
      </select>
    </div>
  );
}

/** A checkbox with its label after it, in a field's place. */
export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={ui.field}>
      <label>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
        {label}
      </label>
    </div>
  );
}
