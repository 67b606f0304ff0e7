import { useState, type FormEvent } from 'react';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS, type TranslationsInput } from '../../shared/schemas/translations';
import {
  useDeleteAwardMutation,
  useGetAwardsQuery,
  useGetCategoriesQuery,
  useSaveAwardMutation,
} from '../app/api';
import type { AdminAward } from '../app/types';
import DeleteButton from '../components/DeleteButton';
import Field from '../components/Field';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { useSaveFeedback } from '../lib/useSaveFeedback';
import ui from '../components/ui.module.css';

const EMPTY = { category_id: '', title: '', description: '', sort_order: '0' };

export default function Awards() {
  const awards = useGetAwardsQuery();
  const categories = useGetCategoriesQuery('awards');
  const [save, saving] = useSaveAwardMutation();
  const [remove] = useDeleteAwardMutation();
  const [editing, setEditing] = useState<AdminAward | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [translations, setTranslations] = useState<TranslationsInput>({});
  const feedback = useSaveFeedback();
  const loadProblem = apiProblem(awards.error) ?? apiProblem(categories.error);
  const groups = [...(categories.data?.result ?? [])].sort((a, b) => a.sort_order - b.sort_order);

  function edit(award: AdminAward | null) {
    setEditing(award);
    setTranslations(award?.translations ?? {});
    setForm(
      award
        ? {
            category_id: String(award.category_id),
            title: award.title,
            description: award.description,
            sort_order: String(award.sort_order),
          }
        : EMPTY,
    );
    feedback.clear();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await feedback.run(
      save({
        id: editing?.id,
        category_id: Number(form.category_id),
        title: form.title.trim(),
        description: form.description.trim(),
        sort_order: Number(form.sort_order) || 0,
        translations,
      }),
      editing ? 'The award was saved.' : 'The award was added.',
    );
    if (saved) edit(null);
  }

  const set = (key: keyof typeof EMPTY, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const rows = [...(awards.data?.result ?? [])].sort(
    (a, b) => a.category_name.localeCompare(b.category_name) || a.sort_order - b.sort_order,
  );

  return (
    <>
      <PageHeader
        title="Awards"
        intro="Awards the Sabha gives, shown on the Awards page under their groups."
      />
      {loadProblem && <Notice tone="error">{loadProblem.message}</Notice>}
      {feedback.success && <Notice tone="success">{feedback.success}</Notice>}
      {feedback.problem && <Notice tone="error">{feedback.problem.message}</Notice>}
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="Award">
        <h2>{editing ? `Edit “${editing.title}”` : 'Add an award'}</h2>
        <div className={ui.row}>
          <Field label="Award group" error={feedback.errors.category_id}>
            {(control) => (
              <select
                {...control}
                className={ui.input}
                value={form.category_id}
                onChange={(event) => set('category_id', event.target.value)}
              >
                <option value="">Choose a group</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.category_name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Sort order" error={feedback.errors.sort_order}>
            {(control) => (
              <input
                {...control}
                className={ui.input}
                type="number"
                value={form.sort_order}
                onChange={(event) => set('sort_order', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label="Title" error={feedback.errors.title}>
          {(control) => (
            <input
              {...control}
              className={ui.input}
              value={form.title}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </Field>
        <Field label="Description" error={feedback.errors.description} hint="Plain text.">
          {(control) => (
            <textarea
              {...control}
              className={ui.input}
              rows={4}
              style={{ fontFamily: 'inherit', fontSize: 'var(--text-sm)', minHeight: '6rem' }}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </Field>
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.award}
          value={translations}
          onChange={setTranslations}
          errors={feedback.errors}
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={saving.isLoading}>
            {editing ? 'Save changes' : 'Add award'}
          </button>
          {editing && (
            <button type="button" className={ui.buttonSecondary} onClick={() => edit(null)}>
              Cancel
            </button>
          )}
        </div>
      </form>
      {awards.isLoading ? (
        <Loading what="awards" />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Group</th>
                <th scope="col">Description</th>
                <th scope="col" className={ui.num}>
                  Sort
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((award) => (
                <tr key={award.id}>
                  <td>{award.title}</td>
                  <td>{award.category_name}</td>
                  <td>
                    {award.description.length > 120
                      ? `${award.description.slice(0, 120)}…`
                      : award.description}
                  </td>
                  <td className={ui.num}>{award.sort_order}</td>
                  <td>
                    <div className={ui.actions}>
                      <button
                        type="button"
                        className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
                        onClick={() => edit(award)}
                      >
                        Edit
                      </button>
                      <DeleteButton
                        what={`“${award.title}”`}
                        onDelete={() => feedback.run(remove(award.id), 'The award was deleted.')}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className={ui.empty}>No awards yet.</p>}
        </div>
      )}
    </>
  );
}
