import type { FormEvent } from 'react';
import {
  useDeleteAwardMutation,
  useGetAwardsQuery,
  useGetCategoriesQuery,
  useSaveAwardMutation,
} from '../app/api';
import type { AdminAward } from '../app/types';
import { ContentTable, EditForm, SaveNotices } from '../components/ContentScreen';
import { SelectField, TextAreaField, TextField } from '../components/FormFields';
import { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import { useContentEditor } from '../lib/useContentEditor';
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
  const categories = useGetCategoriesQuery('awards');
  const [save, saving] = useSaveAwardMutation();
  const [remove] = useDeleteAwardMutation();
  const editor = useContentEditor({ blank, valuesOf });
  const { editing, values: form, set, feedback } = editor;
  const groups = [...(categories.data?.result ?? [])].sort((a, b) => a.sort_order - b.sort_order);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const award = {
      id: editing?.id,
      category_id: Number(form.category_id),
      title: form.title.trim(),
      description: form.description.trim(),
      sort_order: Number(form.sort_order) || 0,
      translations: editor.translations,
    };
    await editor.save(save(award), { added: 'The award was added.', saved: 'The award was saved.' });
  }

  const rows = [...(awards.data?.result ?? [])].sort(
    (a, b) => a.category_name.localeCompare(b.category_name) || a.sort_order - b.sort_order,
  );

  return (
    <>
      <PageHeader
        title="Awards"
        intro="Awards the Sabha gives, shown on the Awards page under their groups."
      />
      <SaveNotices
        loadProblem={apiProblem(awards.error) ?? apiProblem(categories.error)}
        feedback={feedback}
      />
      <EditForm
        label="Award"
        heading={editing ? `Edit “${editing.title}”` : 'Add an award'}
        onSubmit={submit}
        submitLabel={editing ? 'Save changes' : 'Add award'}
        busy={saving.isLoading}
        onCancel={editing ? () => editor.edit(null) : undefined}
      >
        <div className={ui.row}>
          <SelectField
            label="Award group"
            error={feedback.errors.category_id}
            placeholder="Choose a group"
            options={groups.map((group) => ({ value: group.id, label: group.category_name }))}
            value={form.category_id}
            onChange={(value) => set('category_id', value)}
          />
          <TextField
            label="Sort order"
            error={feedback.errors.sort_order}
            type="number"
            value={form.sort_order}
            onChange={(value) => set('sort_order', value)}
          />
        </div>
        <TextField
          label="Title"
          error={feedback.errors.title}
          value={form.title}
          onChange={(value) => set('title', value)}
        />
        <TextAreaField
          label="Description"
          error={feedback.errors.description}
          hint="Plain text."
          rows={4}
          style={{ fontFamily: 'inherit', fontSize: 'var(--text-sm)', minHeight: '6rem' }}
          value={form.description}
          onChange={(value) => set('description', value)}
        />
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.award}
          value={editor.translations}
          onChange={editor.setTranslations}
          errors={feedback.errors}
        />
      </EditForm>
      {awards.isLoading ? (
        <Loading what="awards" />
      ) : (
        <ContentTable
          columns={[
            { header: 'Title', cell: (award) => award.title },
            { header: 'Group', cell: (award) => award.category_name },
            { header: 'Description', cell: (award) => shortened(award.description) },
            { header: 'Sort', cell: (award) => award.sort_order, numeric: true },
          ]}
          rows={rows}
          empty="No awards yet."
          onEdit={editor.edit}
          deleteWhat={(award) => `“${award.title}”`}
          onDelete={(award) => feedback.run(remove(award.id), 'The award was deleted.')}
        />
      )}
    </>
  );
}
