import { formatPaise } from '../../../shared/money';
import type { RecurringTerm } from '../../../shared/subscriptions';
import type { Translate } from '../../i18n';

// Texts of both payment journeys that are not plain catalog keys: validation messages built around a field's
// label, option lists whose submitted values must stay the English values the API expects, and sentences with
// numbers. English reads exactly as before: its catalog fills the same {placeholders} back in.

/** The labels the shared rules put into their messages ("City is required."), as catalog keys. */
const RULE_LABELS: Record<string, (t: Translate) => string> = {
  City: (t) => t('City'),
  Tehsil: (t) => t('Tehsil'),
  Dist: (t) => t('Dist'),
  District: (t) => t('District'),
  State: (t) => t('State'),
  'Date of birth': (t) => t('Date of birth'),
  Email: (t) => t('Email'),
  Address: (t) => t('Address'),
  Photo: (t) => t('Photo'),
  'Identity document': (t) => t('Identity document'),
};

const labelText = (t: Translate, label: string) => RULE_LABELS[label]?.(t) ?? t(label);

/**
 * A validation message (the browser's shared rules or the server's answer, both English) in the page's language:
 * a fixed message is a catalog key itself; one built around a label is matched and rebuilt with {placeholders}.
 */
export function translateMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  let match = /^(.+) should contain only letters\.$/.exec(message);
  if (match) return t('{label} should contain only letters.', { label: labelText(t, match[1]) });
  match = /^(.+) must be at most (\d+) characters long\.$/.exec(message);
  if (match)
    return t('{label} must be at most {max} characters long.', {
      label: labelText(t, match[1]),
      max: match[2],
    });
  match = /^(.+) is required\.$/.exec(message);
  if (match) return t('{label} is required.', { label: labelText(t, match[1]) });
  return t(message);
}

/** Every message of an error map, translated. */
export function translateErrors<K extends string>(
  t: Translate,
  errors: Partial<Record<K, string>>,
): Partial<Record<K, string>> {
  const result: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(errors) as [K, string | undefined][])
    if (message) result[field] = translateMessage(t, message);
  return result;
}

/** Options shown in the page's language; their values (what is submitted) stay as they are. */
export function translateOptions<O extends { label: string; description?: string }>(
  t: Translate,
  options: readonly O[],
): O[] {
  return options.map((option) => ({
    ...option,
    label: t(option.label),
    ...(option.description ? { description: t(option.description) } : {}),
  }));
}

/** "monthly" / "yearly" as a word in sentences. */
export const termAdjective = (t: Translate, term: RecurringTerm) =>
  term.period === 'monthly' ? t('monthly') : t('yearly');

/** "month" / "year". */
export const termUnit = (t: Translate, term: RecurringTerm) =>
  term.period === 'monthly' ? t('month') : t('year');

/** "12 monthly payments of ₹1,023.60" (shared/subscriptions.ts recurringSummary), in the page's language. */
export function recurringSummaryText(t: Translate, term: RecurringTerm, perChargePaise: number): string {
  const values = { count: term.totalCount, amount: formatPaise(perChargePaise) };
  return term.period === 'monthly'
    ? t('{count} monthly payments of {amount}', values)
    : t('{count} yearly payments of {amount}', values);
}
