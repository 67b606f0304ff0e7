import { useState, type FormEvent } from 'react';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS, type TranslationsInput } from '../../shared/schemas/translations';
import {
  adminImageUrl,
  useDeleteBoardMemberMutation,
  useGetBoardMembersQuery,
  useGetCategoriesQuery,
  useSaveBoardMemberMutation,
} from '../app/api';
import type { AdminBoardMember } from '../app/types';
import DeleteButton from '../components/DeleteButton';
import Field from '../components/Field';
import ImagePicker from '../components/ImagePicker';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { imageFileProblem } from '../lib/eventForm';
import { useSaveFeedback } from '../lib/useSaveFeedback';
import ui from '../components/ui.module.css';

interface Form {
  category_id: string;
  profile_name: string;
  profile_type: string;
  sort_order: string;
  profile_image: File | null;
}

const EMPTY: Form = {
  category_id: '',
  profile_name: '',
  profile_type: '',
  sort_order: '0',
  profile_image: null,
};

export default function BoardMembers() {
  const members = useGetBoardMembersQuery();
  const categories = useGetCategoriesQuery('about_us');
  const [save, saving] = useSaveBoardMemberMutation();
  const [remove] = useDeleteBoardMemberMutation();
  const [editing, setEditing] = useState<AdminBoardMember | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const [translations, setTranslations] = useState<TranslationsInput>({});
  const [formKey, setFormKey] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const feedback = useSaveFeedback();
  const loadProblem = apiProblem(members.error) ?? apiProblem(categories.error);
  const committees = [...(categories.data?.result ?? [])].sort((a, b) => a.sort_order - b.sort_order);

  function edit(member: AdminBoardMember | null) {
    setEditing(member);
    setTranslations(member?.translations ?? {});
    setForm(
      member
        ? {
            category_id: String(member.category_id),
            profile_name: member.profile_name,
            profile_type: member.profile_type,
            sort_order: String(member.sort_order),
            profile_image: null,
          }
        : EMPTY,
    );
    setFormKey((key) => key + 1);
    setLocalError(null);
    feedback.clear();
    if (member) window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const imageProblem = form.profile_image
      ? imageFileProblem(form.profile_image)
      : editing
        ? null
        : 'Please choose a photo.';
    setLocalError(imageProblem);
    if (imageProblem) return;
    const body = new FormData();
    body.append('category_id', form.category_id);
    body.append('profile_name', form.profile_name.trim());
    body.append('profile_type', form.profile_type.trim());
    body.append('sort_order', form.sort_order || '0');
    body.append('translations', JSON.stringify(translations));
    if (form.profile_image) body.append('profile_image', form.profile_image);
    const saved = await feedback.run(
      save({ id: editing?.id, body }),
      editing ? 'The board member was saved.' : 'The board member was added.',
    );
    if (saved) edit(null);
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const rows = [...(members.data?.result ?? [])].sort(
    (a, b) => a.category_name.localeCompare(b.category_name) || a.sort_order - b.sort_order,
  );

  return (
    <>
      <PageHeader
        title="Board members"
        intro="People on the Committee page, with their photos, by committee."
      />
      {loadProblem && <Notice tone="error">{loadProblem.message}</Notice>}
      {feedback.success && <Notice tone="success">{feedback.success}</Notice>}
      {feedback.problem && <Notice tone="error">{feedback.problem.message}</Notice>}
      <form
        key={formKey}
        className={`${ui.panel} ${ui.form}`}
        onSubmit={submit}
        noValidate
        aria-label="Board member"
      >
        <h2>{editing ? `Edit ${editing.profile_name}` : 'Add a board member'}</h2>
        <div className={ui.row}>
          <Field label="Committee" error={feedback.errors.category_id}>
            {(control) => (
              <select
                {...control}
                className={ui.input}
                value={form.category_id}
                onChange={(event) => set('category_id', event.target.value)}
              >
                <option value="">Choose a committee</option>
                {committees.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.category_name}
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
        <div className={ui.row}>
          <Field label="Name" error={feedback.errors.profile_name}>
            {(control) => (
              <input
                {...control}
                className={ui.input}
                value={form.profile_name}
                onChange={(event) => set('profile_name', event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Position"
            error={feedback.errors.profile_type}
            hint="For example President, Secretary, Member."
          >
            {(control) => (
              <input
                {...control}
                className={ui.input}
                value={form.profile_type}
                onChange={(event) => set('profile_type', event.target.value)}
              />
            )}
          </Field>
        </div>
        <ImagePicker
          label={editing ? 'Photo (choose a file to replace it)' : 'Photo'}
          name="profile_image"
          file={form.profile_image}
          currentUrl={editing ? adminImageUrl(editing.profile_image) : undefined}
          error={localError ?? feedback.errors.profile_image}
          onChange={(file) => set('profile_image', file)}
        />
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.boardMember}
          value={translations}
          onChange={setTranslations}
          errors={feedback.errors}
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={saving.isLoading}>
            {saving.isLoading ? 'Saving…' : editing ? 'Save changes' : 'Add board member'}
          </button>
          {editing && (
            <button type="button" className={ui.buttonSecondary} onClick={() => edit(null)}>
              Cancel
            </button>
          )}
        </div>
      </form>
      {members.isLoading ? (
        <Loading what="board members" />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Photo</th>
                <th scope="col">Name</th>
                <th scope="col">Position</th>
                <th scope="col">Committee</th>
                <th scope="col" className={ui.num}>
                  Sort
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((member) => (
                <tr key={member.id}>
                  <td>
                    <img
                      src={adminImageUrl(member.profile_image)}
                      alt=""
                      width={48}
                      height={60}
                      loading="lazy"
                      style={{ objectFit: 'cover' }}
                    />
                  </td>
                  <td>{member.profile_name}</td>
                  <td>{member.profile_type}</td>
                  <td>{member.category_name}</td>
                  <td className={ui.num}>{member.sort_order}</td>
                  <td>
                    <div className={ui.actions}>
                      <button
                        type="button"
                        className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
                        onClick={() => edit(member)}
                      >
                        Edit
                      </button>
                      <DeleteButton
                        what={member.profile_name}
                        onDelete={() => feedback.run(remove(member.id), 'The board member was deleted.')}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className={ui.empty}>No board members yet.</p>}
        </div>
      )}
    </>
  );
}
