import type { CSSProperties, ReactNode } from 'react';
import { adminImageUrl } from '../app/api';
import type { TranslatableField } from '../../shared/schemas/translations';
import type { ApiProblem } from '../lib/errors';
import type { RichTextPolicy } from '../lib/richText';
import type { EditorControls } from '../lib/useContentEditor';
import DeleteButton from './DeleteButton';
import { Button } from './FormFields';
import ImagePicker from './ImagePicker';
import Notice, { Loading, Outcome } from './Notice';
import { DataTable, type Column } from './TableRows';
import TranslationFields from './TranslationFields';
import ui from './ui.module.css';

// The parts every content screen of the console is made of (news, categories, board members, awards, matrimony
// cards): the notices of the last load and save, the add-or-edit form above the list, and the list with Edit and
// Delete on each row. With useContentEditor (lib/useContentEditor.ts) a new content type is a short file.

/** The list's load problem, then the last save's or delete's success or problem. */
export function SaveNotices({
  loadProblem,
  feedback,
}: {
  loadProblem?: ApiProblem | null;
  feedback: { success: string | null; problem: ApiProblem | null };
}) {
  return (
    <>
      {loadProblem && <Notice tone="error">{loadProblem.message}</Notice>}
      <Outcome success={feedback.success} problem={feedback.problem?.message} />
    </>
  );
}

interface FormActionsProps {
  submitLabel: string;
  busy: boolean;
  /** The submit button's text while saving; without it the button keeps its label. */
  busyLabel?: string;
  /** Given while a saved row is edited: a Cancel button goes back to a new row. */
  onCancel?: () => void;
}

/** The form's submit button, and Cancel while editing. */
export function FormActions({ submitLabel, busy, busyLabel, onCancel }: FormActionsProps) {
  return (
    <div className={ui.actions}>
      <button type="submit" className={ui.button} disabled={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </button>
      {onCancel && (
        <button type="button" className={ui.buttonSecondary} onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}

interface ContentTranslationsProps {
  editor: EditorControls;
  /** The type's translatable fields (TRANSLATABLE_FIELDS of src/shared/schemas/translations.ts). */
  fields: readonly TranslatableField[];
  richPolicy?: RichTextPolicy;
}

/** The edited row's Marathi, Kannada and Hindi texts. */
export function ContentTranslations({ editor, fields, richPolicy }: ContentTranslationsProps) {
  return (
    <TranslationFields
      fields={fields}
      richPolicy={richPolicy}
      value={editor.translations}
      onChange={editor.setTranslations}
      errors={editor.feedback.errors}
    />
  );
}

/** Cancel goes back to a new row; there is none to go back from while adding. */
export function cancelEditing(editor: EditorControls): (() => void) | undefined {
  return editor.editing ? () => editor.edit(null) : undefined;
}

interface EditFormProps extends ContentTranslationsProps {
  /** The form's accessible name, e.g. "Award". */
  label: string;
  /** "Add an award" or "Edit “Seva Ratna”". */
  heading: string;
  /** The submit button of a new row, e.g. "Add award"; an edited one says "Save changes". */
  addLabel: string;
  busyLabel?: string;
  /** The type's own fields; its translations follow them. */
  children: ReactNode;
}

/** The add-or-edit panel: its heading, its fields, its translations and its actions. The server checks every field. */
export function EditForm({
  editor,
  fields,
  richPolicy,
  label,
  heading,
  addLabel,
  busyLabel,
  children,
}: EditFormProps) {
  return (
    <form className={`${ui.panel} ${ui.form}`} onSubmit={editor.submit} noValidate aria-label={label}>
      <h2>{heading}</h2>
      {children}
      <ContentTranslations editor={editor} fields={fields} richPolicy={richPolicy} />
      <FormActions
        submitLabel={editor.editing ? 'Save changes' : addLabel}
        busy={editor.saving}
        busyLabel={busyLabel}
        onCancel={cancelEditing(editor)}
      />
    </form>
  );
}

interface ContentTableProps<Row extends { id: number }> {
  /** While the list loads, a line saying so stands in its place. */
  loading?: boolean;
  /** "awards": the loading line says "Loading awards…". */
  what?: string;
  columns: Array<Column<Row>>;
  /** Undefined while there is no answer (then no empty line shows either). */
  rows: Row[] | undefined;
  /** The line under an empty list, e.g. "No awards yet.". */
  empty: string;
  onEdit: (row: Row) => void;
  /** What the delete question names, e.g. “Seva Ratna”. */
  deleteWhat: (row: Row) => string;
  /** What else goes with a deleted row, e.g. a category's awards. */
  deleteWarning?: string;
  onDelete: (row: Row) => Promise<unknown>;
  style?: CSSProperties;
}

/** The saved rows, with Edit and Delete (after asking) on each. */
export function ContentTable<Row extends { id: number }>({
  loading,
  what,
  columns,
  rows,
  empty,
  onEdit,
  deleteWhat,
  deleteWarning,
  onDelete,
  style,
}: ContentTableProps<Row>) {
  if (loading) return <Loading what={what ?? 'the list'} />;
  const actions: Column<Row> = {
    header: 'Actions',
    cell: (row) => (
      <div className={ui.actions}>
        <Button kind="secondary" small onClick={() => onEdit(row)}>
          Edit
        </Button>
        <DeleteButton what={deleteWhat(row)} warning={deleteWarning} onDelete={() => onDelete(row)} />
      </div>
    ),
  };
  return <DataTable columns={[...columns, actions]} rows={rows ?? []} empty={rows && empty} style={style} />;
}

/** A row's picture in the list, cropped to its box. */
export function Thumbnail({ src, width, height }: { src: string; width: number; height: number }) {
  return <img src={src} alt="" width={width} height={height} loading="lazy" style={{ objectFit: 'cover' }} />;
}

/** A list column showing each row's stored picture (its path, as the API gives it) in a `width` × `height` box. */
export function imageColumn<Row>(
  header: string,
  image: (row: Row) => string,
  width: number,
  height: number,
): Column<Row> {
  return {
    header,
    cell: (row) => <Thumbnail src={adminImageUrl(image(row))} width={width} height={height} />,
  };
}

interface RowImagePickerProps<Name extends string> {
  /** A content editor (lib/useContentEditor.ts) whose form holds the chosen file under `name`. */
  editor: {
    values: Record<Name, File | null>;
    set: (name: Name, file: File | null) => void;
    imageProblem: string | null;
    feedback: { errors: Record<string, string> };
  };
  /** The form field, as the server names it, e.g. "card_image". */
  name: Name;
  label: string;
  /** The edited row's stored image; undefined while a new row is added. */
  savedImage: string | undefined;
}

/** The row's required image: checked with the editor's checkImage, or refused by the server. */
export function RowImagePicker<Name extends string>({
  editor,
  name,
  label,
  savedImage,
}: RowImagePickerProps<Name>) {
  return (
    <ImagePicker
      label={label}
      name={name}
      file={editor.values[name]}
      savedImage={savedImage}
      error={editor.imageProblem ?? editor.feedback.errors[name]}
      onChange={(file) => editor.set(name, file)}
    />
  );
}
