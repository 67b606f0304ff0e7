import { useState, type FormEvent } from 'react';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS, type TranslationsInput } from '../../shared/schemas/translations';
import {
  adminImageUrl,
  useDeleteMatrimonyCardMutation,
  useGetMatrimonyCardsQuery,
  useSaveMatrimonyCardMutation,
} from '../app/api';
import type { AdminMatrimonyCard } from '../app/types';
import DeleteButton from '../components/DeleteButton';
import Field from '../components/Field';
import ImagePicker from '../components/ImagePicker';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { imageFileProblem } from '../lib/eventForm';
import { useSaveFeedback } from '../lib/useSaveFeedback';
import { formatOrdinalDate, formatTime12h } from '../../shared/dates';
import ui from '../components/ui.module.css';

interface Form {
  date: string;
  title: string;
  sub_title: string;
  time: string;
  card_image: File | null;
}

const EMPTY: Form = { date: '', title: '', sub_title: '', time: '', card_image: null };

export default function Matrimony() {
  const cards = useGetMatrimonyCardsQuery();
  const [save, saving] = useSaveMatrimonyCardMutation();
  const [remove] = useDeleteMatrimonyCardMutation();
  const [editing, setEditing] = useState<AdminMatrimonyCard | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const [translations, setTranslations] = useState<TranslationsInput>({});
  const [formKey, setFormKey] = useState(0);
  const [localError, setLocalError] = useState<string | null>(null);
  const feedback = useSaveFeedback();
  const loadProblem = apiProblem(cards.error);

  function edit(card: AdminMatrimonyCard | null) {
    setEditing(card);
    setForm(
      card
        ? { date: card.date, title: card.title, sub_title: card.sub_title, time: card.time, card_image: null }
        : EMPTY,
    );
    setTranslations(card?.translations ?? {});
    setFormKey((key) => key + 1);
    setLocalError(null);
    feedback.clear();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const imageProblem = form.card_image
      ? imageFileProblem(form.card_image)
      : editing
        ? null
        : 'Please choose the card image.';
    setLocalError(imageProblem);
    if (imageProblem) return;
    const body = new FormData();
    body.append('date', form.date);
    body.append('title', form.title.trim());
    body.append('sub_title', form.sub_title.trim());
    body.append('time', form.time);
    body.append('translations', JSON.stringify(translations));
    if (form.card_image) body.append('card_image', form.card_image);
    const saved = await feedback.run(
      save({ id: editing?.id, body }),
      editing ? 'The card was saved.' : 'The card was added.',
    );
    if (saved) edit(null);
  }

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  return (
    <>
      <PageHeader
        title="Matrimony event card"
        intro="The Matrimony page shows the next upcoming card (the earliest date from today on)."
      />
      {loadProblem && <Notice tone="error">{loadProblem.message}</Notice>}
      {feedback.success && <Notice tone="success">{feedback.success}</Notice>}
      {feedback.problem && <Notice tone="error">{feedback.problem.message}</Notice>}
      <form
        key={formKey}
        className={`${ui.panel} ${ui.form}`}
        onSubmit={submit}
        noValidate
        aria-label="Matrimony card"
      >
        <h2>{editing ? 'Edit card' : 'Add a card'}</h2>
        <div className={ui.row}>
          <Field label="Date" error={feedback.errors.date}>
            {(control) => (
              <input
                {...control}
                className={ui.input}
                type="date"
                value={form.date}
                onChange={(event) => set('date', event.target.value)}
              />
            )}
          </Field>
          <Field label="Time" error={feedback.errors.time}>
            {(control) => (
              <input
                {...control}
                className={ui.input}
                type="time"
                value={form.time}
                onChange={(event) => set('time', event.target.value)}
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
        <Field label="Subtitle" error={feedback.errors.sub_title} hint="For example the venue.">
          {(control) => (
            <input
              {...control}
              className={ui.input}
              value={form.sub_title}
              onChange={(event) => set('sub_title', event.target.value)}
            />
          )}
        </Field>
        <ImagePicker
          label={editing ? 'Card image (choose a file to replace it)' : 'Card image'}
          name="card_image"
          file={form.card_image}
          currentUrl={editing ? adminImageUrl(editing.card_image) : undefined}
          error={localError ?? feedback.errors.card_image}
          onChange={(file) => set('card_image', file)}
        />
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.matrimonyCard}
          value={translations}
          onChange={setTranslations}
          errors={feedback.errors}
        />
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={saving.isLoading}>
            {saving.isLoading ? 'Saving…' : editing ? 'Save changes' : 'Add card'}
          </button>
          {editing && (
            <button type="button" className={ui.buttonSecondary} onClick={() => edit(null)}>
              Cancel
            </button>
          )}
        </div>
      </form>
      {cards.isLoading ? (
        <Loading what="cards" />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Date and time</th>
                <th scope="col">Title</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {cards.data?.result.map((card) => (
                <tr key={card.id}>
                  <td>
                    <img
                      src={adminImageUrl(card.card_image)}
                      alt=""
                      width={72}
                      height={48}
                      loading="lazy"
                      style={{ objectFit: 'cover' }}
                    />
                  </td>
                  <td className={ui.nowrap}>
                    {formatOrdinalDate(card.date)}, {formatTime12h(card.time)}
                  </td>
                  <td>
                    {card.title}
                    <div className={ui.hint}>{card.sub_title}</div>
                  </td>
                  <td>
                    <div className={ui.actions}>
                      <button
                        type="button"
                        className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
                        onClick={() => edit(card)}
                      >
                        Edit
                      </button>
                      <DeleteButton
                        what={`the card “${card.title}”`}
                        onDelete={() => feedback.run(remove(card.id), 'The card was deleted.')}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {cards.data && cards.data.result.length === 0 && <p className={ui.empty}>No cards yet.</p>}
        </div>
      )}
    </>
  );
}
