import { useState, type FormEvent } from 'react';
import type { TranslationsInput } from '../../shared/schemas/translations';
import { imageFileProblem } from './eventForm';
import { useSaveFeedback } from './useSaveFeedback';

// The state of a content screen's one form (docs/admin-api.md): empty for a new row, or filled from the row being
// edited; its translations; and the outcome of the last save or delete. A saved row empties the form for the next.

/** What an RTK Query mutation's trigger gives back: the answer, or the error. */
type MutationAnswer = Promise<{ data?: unknown; error?: unknown }>;

/** The keys of `Values` that hold a chosen file. */
type FileKey<Values> = { [K in keyof Values]: Values[K] extends File | null ? K : never }[keyof Values];

interface ContentEditorOptions<Row, Values, Body> {
  /** The form of a new row (a function, so a default such as today's date is fresh each time). */
  blank: () => Values;
  /** The form filled from a saved row. */
  valuesOf: (row: Row) => Values;
  /** Scroll up to the form when an edit starts, for screens whose list is long. */
  scrollToForm?: boolean;
  /** The list's save mutation (an RTK Query hook such as useSaveAwardMutation): a new row without an id. */
  useSave: () => readonly [(arg: { id?: number; body: Body }) => MutationAnswer, { isLoading: boolean }];
  /** The list's delete mutation (such as useDeleteAwardMutation). */
  useDelete: () => readonly [(id: number) => MutationAnswer, ...unknown[]];
  /** A row that must have a picture: its form field, and what a new row without one is told. */
  image?: { name: FileKey<Values>; missing: string };
  /** What the save sends, from the form and its translations (text trimmed, numbers as the API takes them). */
  bodyOf: (values: Values, translations: TranslationsInput) => Body;
  /** What a save and a delete say (contentMessages). */
  messages: ContentMessages;
}

/** What the form's frame (components/ContentScreen.tsx) needs of an editor. */
export interface EditorControls {
  editing: object | null;
  edit: (row: null) => void;
  translations: TranslationsInput;
  setTranslations: (translations: TranslationsInput) => void;
  feedback: { errors: Record<string, string> };
  /** The form's submit handler, and whether its save is on its way. */
  submit: (event: FormEvent) => void;
  saving: boolean;
}

/** What a save or a delete says: "The award was added.", "… saved." or "… deleted.". */
export interface ContentMessages {
  added: string;
  saved: string;
  deleted: string;
}

/** The messages of a row called `noun` ("award", "board member"). */
export const contentMessages = (noun: string): ContentMessages => ({
  added: `The ${noun} was added.`,
  saved: `The ${noun} was saved.`,
  deleted: `The ${noun} was deleted.`,
});

/**
 * The image a row must have: the chosen file's problem, or `missing` when a new row has none (an edited row keeps
 * its saved image).
 */
export function requiredImageProblem(
  file: File | null,
  hasSavedImage: boolean,
  missing: string,
): string | null {
  if (file) return imageFileProblem(file);
  return hasSavedImage ? null : missing;
}

/** The multipart body of a row with images: its fields, its translations as JSON, then the chosen images. */
export function contentFormData(
  fields: Record<string, string>,
  translations: TranslationsInput,
  images: Record<string, File | null>,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('translations', JSON.stringify(translations));
  for (const [name, file] of Object.entries(images)) if (file) body.append(name, file);
  return body;
}

/** The keys of `Values` that hold text, which a form field edits. */
type TextKey<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

/**
 * A form's values, with `field(name)`: the value, the server's error and the change handler of one text field, for
 * the FormFields kit (`<TextField label="Title" {...field('title')} />`).
 */
export function useFormValues<Values>(initial: () => Values, errors: Record<string, string>) {
  const [values, setValues] = useState<Values>(initial);

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function field(name: TextKey<Values>) {
    return {
      value: values[name] as string,
      error: errors[String(name)],
      onChange: (value: string) => set(name, value as Values[typeof name]),
    };
  }

  return { values, setValues, set, field };
}

export function useContentEditor<Row extends { id: number; translations?: TranslationsInput }, Values, Body>({
  blank,
  valuesOf,
  scrollToForm = false,
  useSave,
  useDelete,
  image,
  bodyOf,
  messages,
}: ContentEditorOptions<Row, Values, Body>) {
  const [saveRow, saving] = useSave();
  const [deleteRow] = useDelete();
  const [editing, setEditing] = useState<Row | null>(null);
  const feedback = useSaveFeedback();
  const { values, setValues, set, field } = useFormValues(blank, feedback.errors);
  const [translations, setTranslations] = useState<TranslationsInput>({});
  // A file input cannot be emptied from React: a new key gives the form new elements.
  const [formKey, setFormKey] = useState(0);
  const [imageProblem, setImageProblem] = useState<string | null>(null);

  /** Fills the form from `row`, or empties it for a new row with null. */
  function fill(row: Row | null) {
    setEditing(row);
    setValues(row ? valuesOf(row) : blank());
    setTranslations(row?.translations ?? {});
    setFormKey((key) => key + 1);
    setImageProblem(null);
  }

  /** Starts editing `row`, or a new row with null: the last save's message goes. */
  function edit(row: Row | null) {
    fill(row);
    feedback.clear();
    if (row && scrollToForm) window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  /**
   * The form's submit: the picture is checked (its problem shows beside its picker), then the row is saved; once
   * saved, the form is empty again and says what was saved. The server checks every field.
   */
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (image) {
      const file = values[image.name] as File | null;
      const problem = requiredImageProblem(file, editing !== null, image.missing);
      setImageProblem(problem);
      if (problem) return;
    }
    const answer = saveRow({ id: editing?.id, body: bodyOf(values, translations) });
    const saved = await feedback.run(answer, editing ? messages.saved : messages.added);
    if (saved) fill(null);
  }

  /** Deletes the saved row `id` (the list asked first) and says so. */
  function remove(id: number) {
    return feedback.run(deleteRow(id), messages.deleted);
  }

  return {
    editing,
    values,
    set,
    field,
    translations,
    setTranslations,
    formKey,
    imageProblem,
    feedback,
    edit,
    submit,
    saving: saving.isLoading,
    remove,
  };
}
