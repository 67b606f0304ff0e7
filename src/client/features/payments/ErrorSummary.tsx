import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import styles from './ErrorSummary.module.css';

export interface SummaryError {
  /** The message's field: a selector of the control that takes focus when the link is followed. */
  target: string;
  /** The address the link shows (the control's id, or its group's). */
  href: string;
  /** The field's name, before its message: some messages do not name their field. */
  label: string;
  message: string;
}

/**
 * The form's problems listed at its top after a submit that found some (WCAG 3.3.1): each a link that takes
 * focus to its field. It takes focus itself each time a submit shows it (`shownAt` changes), so a screen
 * reader reads the list, and it shrinks as fields are corrected.
 */
export default function ErrorSummary({ errors, shownAt }: { errors: SummaryError[]; shownAt: number }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // Shown once a submit found problems, never for a message that appears as a field is filled in.
  const visible = shownAt > 0 && errors.length > 0;
  useEffect(() => {
    if (shownAt > 0 && visible) {
      box.current?.scrollIntoView?.({ block: 'center' });
      box.current?.focus({ preventScroll: true });
    }
    // Only a new submit moves focus, never a correction that shortens the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownAt]);
  if (!visible) return null;
  return (
    <div ref={box} className={styles.summary} tabIndex={-1} aria-labelledby="form-error-summary-title">
      <h3 id="form-error-summary-title" className={styles.title}>
        {errors.length === 1
          ? t('Please correct 1 field:')
          : t('Please correct these {count} fields:', { count: errors.length })}
      </h3>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.target}>
            <a
              href={error.href}
              onClick={(event) => {
                event.preventDefault();
                document.querySelector<HTMLElement>(error.target)?.focus();
              }}
            >
              {error.label}: {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
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
