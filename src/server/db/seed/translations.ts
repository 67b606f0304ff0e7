import type { TranslationsInput } from '../../../shared/schemas/translations';
import SEED_TRANSLATIONS from './translations.json';

// The demo content's Marathi, Kannada and Hindi texts (docs/api.md#languages), as the office would type them in
// the console: a few events (one with its name only, so the demo also shows the English fallback), the president
// and the Central Committee. Keyed by the seed's event keys and committee names; fields named as the admin API
// names them (docs/admin-api.md#translations). The texts are data (translations.json); rich texts are stored as
// the console's editor stores them (paragraphs in <p>).

export const SEED_EVENT_TRANSLATIONS: Record<string, TranslationsInput> = SEED_TRANSLATIONS.events;

export const SEED_PRESIDENT_TRANSLATIONS: TranslationsInput = SEED_TRANSLATIONS.president;

/** One committee in every language: its name, and each member's name and position, by the member's seed key. */
export const SEED_COMMITTEE_TRANSLATIONS: Record<
  string,
  { category: TranslationsInput; members: Record<string, TranslationsInput> }
> = SEED_TRANSLATIONS.committees;
