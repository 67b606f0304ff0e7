import { useDeleteAwardMutation, useGetAwardsQuery, useSaveAwardMutation } from '../app/api';
import type { AdminAward } from '../app/types';
import { ContentTable, EditForm, SaveNotices } from '../components/ContentScreen';
import { SelectField, TextAreaField, TextField } from '../components/FormFields';
import PageHeader from '../components/PageHeader';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { byCategoryThenOrder, useCategoryOptions } from '../lib/categories';
import { apiProblem } from '../lib/errors';
import { contentMessages, useContentEditor } from '../lib/useContentEditor';
import ui from '../components/ui.module.css';

const blank = () => ({ category_id: '', title: '', description: '', sort_order: '0' });

const valuesOf = (award: AdminAward) => ({
  category_id: String(award.category_id),
  title: award.title,
  description: award.description,
  sort_order: String(award.sort_order),
});

/** The list shows the start of a long description. */
const shortened = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

export default function Awards() {
  const awards = useGetAwardsQuery();
  const groups = useCategoryOptions('awards');
  const editor = useContentEditor({
    blank,
    valuesOf,
    useSave: useSaveAwardMutation,
    useDelete: useDeleteAwardMutation,
    bodyOf: (form, translations) => ({
      category_id: Number(form.category_id),
      title: form.title.trim(),
      description: form.description.trim(),
      sort_order: Number(form.sort_order) || 0,
      translations,
    }),
    messages: contentMessages('award'),
  });
  const { editing, field } = editor;

  return (
    <>
      <PageHeader
        title="Awards"
        intro="Awards the Sabha gives, shown on the Awards page under their groups."
      />
      <SaveNotices loadProblem={apiProblem(awards.error) ?? groups.problem} feedback={editor.feedback} />
      <EditForm
        editor={editor}
        fields={TRANSLATABLE_FIELDS.award}
        label="Award"
        heading={editing ? `Edit “${editing.title}”` : 'Add an award'}
        addLabel="Add award"
      >
        <div className={ui.row}>
          <SelectField
            label="Award group"
            placeholder="Choose a group"
            options={groups.options}
            {...field('category_id')}
          />
          <TextField label="Sort order" type="number" {...field('sort_order')} />
        </div>
        <TextField label="Title" {...field('title')} />
        <TextAreaField
          label="Description"
          hint="Plain text."
          rows={4}
          style={{ fontFamily: 'inherit', fontSize: 'var(--text-sm)', minHeight: '6rem' }}
          {...field('description')}
        />
      </EditForm>
      <ContentTable
        loading={awards.isLoading}
        what="awards"
        columns={[
          { header: 'Title', cell: (award) => award.title },
          { header: 'Group', cell: (award) => award.category_name },
          { header: 'Description', cell: (award) => shortened(award.description) },
          { header: 'Sort', cell: (award) => award.sort_order, numeric: true },
        ]}
        rows={[...(awards.data?.result ?? [])].sort(byCategoryThenOrder)}
        empty="No awards yet."
        onEdit={editor.edit}
        deleteWhat={(award) => `“${award.title}”`}
        onDelete={(award) => editor.remove(award.id)}
      />
    </>
  );
}
