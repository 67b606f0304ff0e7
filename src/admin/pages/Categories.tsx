import { useDeleteCategoryMutation, useGetCategoriesQuery, useSaveCategoryMutation } from '../app/api';
import type { AdminCategory, CategoryParent } from '../app/types';
import {
  cancelEditing,
  ContentTable,
  ContentTranslations,
  FormActions,
  SaveNotices,
} from '../components/ContentScreen';
import { TextField } from '../components/FormFields';
import { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { bySortOrder } from '../lib/categories';
import { apiProblem } from '../lib/errors';
import { contentMessages, useContentEditor } from '../lib/useContentEditor';
import ui from '../components/ui.module.css';

const GROUPS: Array<{ parent: CategoryParent; title: string; intro: string; warning: string }> = [
  {
    parent: 'about_us',
    title: 'Committees',
    intro: 'Groups of board members on the Committee page.',
    warning: 'Its board members are deleted too.',
  },
  {
    parent: 'awards',
    title: 'Award groups',
    intro: 'Headings of the Awards page.',
    warning: 'Its awards are deleted too.',
  },
];

export default function Categories() {
  const { data, isLoading, error } = useGetCategoriesQuery();
  const problem = apiProblem(error);
  return (
    <>
      <PageHeader
        title="Categories"
        intro="Committees for board members, and groups for awards. Lower sort numbers come first."
        problem={problem}
      />
      {isLoading ? (
        <Loading what="categories" />
      ) : (
        GROUPS.map((group) => (
          <CategoryGroup
            key={group.parent}
            {...group}
            rows={(data?.result ?? []).filter((row) => row.parent_name === group.parent).sort(bySortOrder)}
          />
        ))
      )}
    </>
  );
}

const blank = () => ({ category_name: '', sort_order: '0' });

const valuesOf = (row: AdminCategory) => ({
  category_name: row.category_name,
  sort_order: String(row.sort_order),
});

function CategoryGroup({
  parent,
  title,
  intro,
  warning,
  rows,
}: (typeof GROUPS)[number] & { rows: AdminCategory[] }) {
  const editor = useContentEditor({
    blank,
    valuesOf,
    useSave: useSaveCategoryMutation,
    useDelete: useDeleteCategoryMutation,
    bodyOf: (form, translations) => ({
      parent_name: parent,
      category_name: form.category_name.trim(),
      sort_order: Number(form.sort_order) || 0,
      translations,
    }),
    messages: contentMessages('category'),
  });
  const { editing, field } = editor;

  const headingId = `group-${parent}`;
  return (
    <section className={ui.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={ui.hint}>{intro}</p>
      <SaveNotices feedback={editor.feedback} />
      <ContentTable
        style={{ marginBottom: '1rem' }}
        columns={[
          { header: 'Name', cell: (row) => row.category_name },
          { header: 'Sort order', cell: (row) => row.sort_order, numeric: true },
        ]}
        rows={rows}
        empty="None yet."
        onEdit={editor.edit}
        deleteWhat={(row) => `“${row.category_name}”`}
        deleteWarning={warning}
        onDelete={(row) => editor.remove(row.id)}
      />
      <form
        className={ui.row}
        onSubmit={editor.submit}
        noValidate
        aria-label={`${title}: ${editing ? 'edit' : 'add'}`}
        style={{ alignItems: 'end' }}
      >
        <TextField
          label={editing ? `Rename “${editing.category_name}”` : 'New name'}
          {...field('category_name')}
        />
        <TextField label="Sort order" type="number" {...field('sort_order')} />
        <ContentTranslations editor={editor} fields={TRANSLATABLE_FIELDS.category} />
        <FormActions
          submitLabel={editing ? 'Save' : 'Add'}
          busy={editor.saving}
          onCancel={cancelEditing(editor)}
        />
      </form>
    </section>
  );
}
