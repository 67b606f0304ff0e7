import { useState, type FormEvent } from 'react';
import { useDeleteNewsMutation, useGetNewsQuery, useSaveNewsMutation } from '../app/api';
import type { NewsItem } from '../app/types';
import DeleteButton from '../components/DeleteButton';
import Field from '../components/Field';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import RichTextEditor from '../components/RichTextEditor';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS, type TranslationsInput } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import { useSaveFeedback } from '../lib/useSaveFeedback';
import { formatOrdinalDate, todayInIndia, toIsoDate } from '../../shared/dates';
import { previewText } from '../../client/lib/sanitize';
import ui from '../components/ui.module.css';

const blank = () => ({
  content: '',
  published_on: toIsoDate(todayInIndia()),
  translations: {} as TranslationsInput,
});

export default function News() {
  const { data, isLoading, error } = useGetNewsQuery();
  const [saveNews, saving] = useSaveNewsMutation();
  const [deleteNews] = useDeleteNewsMutation();
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const [form, setForm] = useState(blank);
  const feedback = useSaveFeedback();
  const loadProblem = apiProblem(error);

  function edit(item: NewsItem | null) {
    setEditing(item);
    setForm(
      item
        ? { content: item.content, published_on: item.published_on, translations: item.translations ?? {} }
        : blank(),
    );
    feedback.clear();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await feedback.run(
      saveNews({ id: editing?.id, ...form }),
      editing ? 'The news item was saved.' : 'The news item was published.',
    );
    if (saved) edit(null);
  }

  return (
    <>
      <PageHeader title="News" intro="Short news items in the home page's news ticker, newest first." />
      {loadProblem && <Notice tone="error">{loadProblem.message}</Notice>}
      {feedback.success && <Notice tone="success">{feedback.success}</Notice>}
      {feedback.problem && <Notice tone="error">{feedback.problem.message}</Notice>}
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="News item">
        <h2>{editing ? 'Edit news item' : 'Add a news item'}</h2>
        <Field
          label="Text"
          error={feedback.errors.content}
          hint="Bold, italic and links. Text pasted from Word keeps only what the site shows."
        >
          {(control) => (
            <RichTextEditor
              {...control}
              policy="news"
              rows={4}
              value={form.content}
              onChange={(html) => setForm((current) => ({ ...current, content: html }))}
            />
          )}
        </Field>
        <Field label="Date" error={feedback.errors.published_on}>
          {(control) => (
            <input
              {...control}
              className={ui.input}
              type="date"
              style={{ maxWidth: '12rem' }}
              value={form.published_on}
              onChange={(event) => setForm((current) => ({ ...current, published_on: event.target.value }))}
            />
          )}
        </Field>
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.news}
          richPolicy="news"
          value={form.translations}
          onChange={(translations) => setForm((current) => ({ ...current, translations }))}
          errors={feedback.errors}
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={saving.isLoading}>
            {editing ? 'Save changes' : 'Publish'}
          </button>
          {editing && (
            <button type="button" className={ui.buttonSecondary} onClick={() => edit(null)}>
              Cancel
            </button>
          )}
        </div>
      </form>
      {isLoading ? (
        <Loading what="news" />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Text</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((item) => (
                <tr key={item.id}>
                  <td className={ui.nowrap}>{formatOrdinalDate(item.published_on)}</td>
                  <td>{previewText(item.content, 160)}</td>
                  <td>
                    <div className={ui.actions}>
                      <button
                        type="button"
                        className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
                        onClick={() => edit(item)}
                      >
                        Edit
                      </button>
                      <DeleteButton
                        what="this news item"
                        onDelete={() => feedback.run(deleteNews(item.id), 'The news item was deleted.')}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && data.result.length === 0 && <p className={ui.empty}>No news items yet.</p>}
        </div>
      )}
    </>
  );
}
