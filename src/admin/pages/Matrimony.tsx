import type { FormEvent } from 'react';
import {
  adminImageUrl,
  useDeleteMatrimonyCardMutation,
  useGetMatrimonyCardsQuery,
  useSaveMatrimonyCardMutation,
} from '../app/api';
import type { AdminMatrimonyCard } from '../app/types';
import { ContentTable, EditForm, SaveNotices, Thumbnail } from '../components/ContentScreen';
import { TextField } from '../components/FormFields';
import ImagePicker from '../components/ImagePicker';
import PageHeader from '../components/PageHeader';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import { contentFormData, useContentEditor } from '../lib/useContentEditor';
import { formatOrdinalDate, formatTime12h } from '../../shared/dates';
import ui from '../components/ui.module.css';

const blank = () => ({ date: '', title: '', sub_title: '', time: '', card_image: null as File | null });

const valuesOf = (card: AdminMatrimonyCard) => ({
  date: card.date,
  title: card.title,
  sub_title: card.sub_title,
  time: card.time,
  card_image: null,
});

export default function Matrimony() {
  const cards = useGetMatrimonyCardsQuery();
  const [save, saving] = useSaveMatrimonyCardMutation();
  const [remove] = useDeleteMatrimonyCardMutation();
  const editor = useContentEditor({ blank, valuesOf });
  const { editing, values: form, field, feedback } = editor;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!editor.checkImage(form.card_image, 'Please choose the card image.')) return;
    const fields = {
      date: form.date,
      title: form.title.trim(),
      sub_title: form.sub_title.trim(),
      time: form.time,
    };
    const body = contentFormData(fields, editor.translations, { card_image: form.card_image });
    await editor.save(save({ id: editing?.id, body }), {
      added: 'The card was added.',
      saved: 'The card was saved.',
    });
  }

  return (
    <>
      <PageHeader
        title="Matrimony event card"
        intro="The Matrimony page shows the next upcoming card (the earliest date from today on)."
      />
      <SaveNotices loadProblem={apiProblem(cards.error)} feedback={feedback} />
      <EditForm
        key={editor.formKey}
        editor={editor}
        fields={TRANSLATABLE_FIELDS.matrimonyCard}
        label="Matrimony card"
        heading={editing ? 'Edit card' : 'Add a card'}
        addLabel="Add card"
        busy={saving.isLoading}
        busyLabel="Saving…"
        onSubmit={submit}
      >
        <div className={ui.row}>
          <TextField label="Date" type="date" {...field('date')} />
          <TextField label="Time" type="time" {...field('time')} />
        </div>
        <TextField label="Title" {...field('title')} />
        <TextField label="Subtitle" hint="For example the venue." {...field('sub_title')} />
        <ImagePicker
          label="Card image"
          name="card_image"
          file={form.card_image}
          savedImage={editing?.card_image}
          error={editor.imageProblem ?? feedback.errors.card_image}
          onChange={(file) => editor.set('card_image', file)}
        />
      </EditForm>
      <ContentTable
        loading={cards.isLoading}
        what="cards"
        columns={[
          {
            header: 'Image',
            cell: (card) => <Thumbnail src={adminImageUrl(card.card_image)} width={72} height={48} />,
          },
          {
            header: 'Date and time',
            cell: (card) => `${formatOrdinalDate(card.date)}, ${formatTime12h(card.time)}`,
            nowrap: true,
          },
          {
            header: 'Title',
            cell: (card) => (
              <>
                {card.title}
                <div className={ui.hint}>{card.sub_title}</div>
              </>
            ),
          },
        ]}
        rows={cards.data?.result}
        empty="No cards yet."
        onEdit={editor.edit}
        deleteWhat={(card) => `the card “${card.title}”`}
        onDelete={(card) => feedback.run(remove(card.id), 'The card was deleted.')}
      />
    </>
  );
}
