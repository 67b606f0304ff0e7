import { useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { FileKind } from '../../../shared/validation';
import { useObjectUrl } from '../../../shared/ui/useObjectUrl';
import { useT } from '../../i18n';
import { readFileKind } from './fileKind';
import styles from './Fields.module.css';

// Labelled form controls shared by the membership and donation forms: every control has a visible label, an
// optional hint, and its error message linked through aria-describedby (docs/product.md#validation messages).

const errorIdOf = (id: string) => `${id}-error`;
const hintIdOf = (id: string) => `${id}-hint`;

function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorIdOf(id)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

const RequiredMark = () => (
  <span className={styles.required} aria-hidden="true">
    {' '}
    *
  </span>
);

function OptionalMark() {
  const t = useT();
  return <span className={styles.optional}> {t('(optional)')}</span>;
}

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>;

export interface TextFieldProps extends NativeInput {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  wide?: boolean;
  multiline?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  required,
  optional,
  wide,
  multiline,
  type = 'text',
  ref,
  ...rest
}: TextFieldProps) {
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    'aria-required': required || undefined,
    className: `${styles.control}${error ? ` ${styles.invalid}` : ''}`,
  };
  return (
    <div className={`${styles.field}${wide ? ` ${styles.wide}` : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
        {optional ? <OptionalMark /> : null}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          name={rest.name}
          autoComplete={rest.autoComplete}
          maxLength={rest.maxLength}
          disabled={rest.disabled}
          onChange={(event) => onValue(event.target.value)}
        />
      ) : (
        <input
          {...rest}
          {...common}
          ref={ref}
          type={type}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

export function Checkbox({ id, label, checked, onChecked, error, hint, required, disabled }: CheckboxProps) {
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          aria-required={required || undefined}
          onChange={(event) => onChecked(event.target.checked)}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

export interface RadioGroupProps {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** 'pills' draws the options as a row of toggle buttons; 'cards' as boxes with a description. */
  variant?: 'pills' | 'cards';
  disabled?: boolean;
}

export function RadioGroup({
  name,
  legend,
  options,
  value,
  onValue,
  error,
  hint,
  required,
  variant = 'pills',
  disabled,
}: RadioGroupProps) {
  const id = `${name}-group`;
  return (
    <fieldset
      className={`${styles.group}${variant === 'cards' ? ` ${styles.wide}` : ''}`}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={styles.label}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={variant === 'cards' ? styles.cards : styles.pills}>
        {options.map((option) => {
          const optionId = `${name}-${option.value.replace(/\W+/g, '-').toLowerCase()}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={`${variant === 'cards' ? styles.card : styles.pill}${
                value === option.value ? ` ${styles.selected}` : ''
              }${error ? ` ${styles.invalid}` : ''}`}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onValue(option.value)}
                className={styles.radio}
              />
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{option.label}</span>
                {option.description ? (
                  <span className={styles.optionDescription}>{option.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}

export interface FileFieldProps {
  id: string;
  label: string;
  accept: string;
  buttonLabel: string;
  noFileLabel: string;
  file: File | null;
  /** The chosen file (null when none) and what its first bytes say it is, read before this is called. */
  onFile: (file: File | null, kind: FileKind | null) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Alt text of an image preview of the chosen file; no preview without it. */
  previewAlt?: string;
}

/**
 * A file picker whose chosen file lives in the journey's state, not in the input: the name (and, for a photo, a
 * preview) stays right when the form is shown again after a cancelled payment. A refused file leaves the input
 * empty, so choosing the same file again still reports it. The file's first bytes are read before it is handed
 * on, so the journey can judge what it is, not what it is called.
 */
export function FileField({
  id,
  label,
  accept,
  buttonLabel,
  noFileLabel,
  file,
  onFile,
  error,
  hint,
  required,
  disabled,
  previewAlt,
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const preview = useObjectUrl(previewAlt && file && file.type.startsWith('image/') ? file : null);
  // A file whose header is right but whose picture is not (the server refuses those too) shows no broken image.
  const [unreadablePreview, setUnreadablePreview] = useState<string | null>(null);
  // Reading is asynchronous: only the latest choice is handed on, however the reads finish.
  const latestPick = useRef(0);
  return (
    <div className={`${styles.field} ${styles.fileField}`}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div className={styles.fileRow}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className={styles.fileInput}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-describedby={[statusId, describedBy(id, hint, error)].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            // The state holds the file; the input is cleared so the same name can be chosen again after a refusal.
            event.target.value = '';
            const pick = ++latestPick.current;
            if (!chosen) {
              onFile(null, null);
              return;
            }
            void readFileKind(chosen).then((kind) => {
              if (pick === latestPick.current) onFile(chosen, kind);
            });
          }}
        />
        <label htmlFor={id} className={`btn btn-outline ${styles.fileButton}`}>
          {buttonLabel}
        </label>
        <span id={statusId} className={styles.fileName}>
          {file ? file.name : noFileLabel}
        </span>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
      {preview && preview !== unreadablePreview ? (
        <img
          className={styles.preview}
          src={preview}
          alt={previewAlt}
          width={120}
          height={150}
          onError={() => setUnreadablePreview(preview)}
        />
      ) : null}
    </div>
  );
}

/** Replaces the submit button while the payment is in progress (docs/product.md#states). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinnerBox} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
