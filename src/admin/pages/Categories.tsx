import { useState, type FormEvent } from 'react';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS, type TranslationsInput } from '../../shared/schemas/translations';
import { useDeleteCategoryMutation, useGetCategoriesQuery, useSaveCategoryMutation } from '../app/api';
import type { AdminCategory, CategoryParent } from '../app/types';
import DeleteButton from '../components/DeleteButton';
import Field from '../components/Field';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { useSaveFeedback } from '../lib/useSaveFeedback';
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
      />
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {isLoading ? (
        <Loading what="categories" />
      ) : (
        GROUPS.map((group) => (
          <CategoryGroup
            key={group.parent}
            {...group}
            rows={(data?.result ?? [])
              .filter((row) => row.parent_name === group.parent)
              .sort((a, b) => a.sort_order - b.sort_order)}
          />
        ))
      )}
    </>
  );
}

function CategoryGroup({
  parent,
  title,
  intro,
  warning,
  rows,
}: (typeof GROUPS)[number] & { rows: AdminCategory[] }) {
  const [save, saving] = useSaveCategoryMutation();
  const [remove] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [name, setName] = useState('');
  const [order, setOrder] = useState('0');
  const [translations, setTranslations] = useState<TranslationsInput>({});
  const feedback = useSaveFeedback();

  function edit(row: AdminCategory | null) {
    setEditing(row);
    setName(row?.category_name ?? '');
    setOrder(String(row?.sort_order ?? 0));
    setTranslations(row?.translations ?? {});
    feedback.clear();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await feedback.run(
      save({
        id: editing?.id,
        parent_name: parent,
        category_name: name.trim(),
        sort_order: Number(order) || 0,
        translations,
      }),
      editing ? 'The category was saved.' : 'The category was added.',
    );
    if (saved) edit(null);
  }

  const headingId = `group-${parent}`;
  return (
    <section className={ui.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={ui.hint}>{intro}</p>
      {feedback.success && <Notice tone="success">{feedback.success}</Notice>}
      {feedback.problem && <Notice tone="error">{feedback.problem.message}</Notice>}
      <div className={ui.tableWrap} style={{ marginBottom: '1rem' }}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className={ui.num}>
                Sort order
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.category_name}</td>
                <td className={ui.num}>{row.sort_order}</td>
                <td>
                  <div className={ui.actions}>
                    <button
                      type="button"
                      className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
                      onClick={() => edit(row)}
                    >
                      Edit
                    </button>
                    <DeleteButton
                      what={`“${row.category_name}”`}
                      warning={warning}
                      onDelete={() => feedback.run(remove(row.id), 'The category was deleted.')}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className={ui.empty}>None yet.</p>}
      </div>
      <form
        className={ui.row}
        onSubmit={submit}
        noValidate
        aria-label={`${title}: ${editing ? 'edit' : 'add'}`}
        style={{ alignItems: 'end' }}
      >
        <Field
          label={editing ? `Rename “${editing.category_name}”` : 'New name'}
          error={feedback.errors.category_name}
        >
          {(control) => (
            <input
              {...control}
              className={ui.input}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label="Sort order" error={feedback.errors.sort_order}>
          {(control) => (
            <input
              {...control}
              className={ui.input}
              type="number"
              value={order}
              onChange={(event) => setOrder(event.target.value)}
            />
          )}
        </Field>
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.category}
          value={translations}
          onChange={setTranslations}
          errors={feedback.errors}
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={saving.isLoading}>
            {editing ? 'Save' : 'Add'}
          </button>
          {editing && (
            <button type="button" className={ui.buttonSecondary} onClick={() => edit(null)}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
