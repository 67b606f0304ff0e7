import {
  useDeleteMatrimonyCardMutation,
  useGetMatrimonyCardsQuery,
  useSaveMatrimonyCardMutation,
} from '../app/api';
import type { AdminMatrimonyCard } from '../app/types';
import {
  ContentTable,
  EditForm,
  imageColumn,
  RowImagePicker,
  SaveNotices,
} from '../components/ContentScreen';
import { TextField } from '../components/FormFields';
import PageHeader from '../components/PageHeader';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import { contentFormData, contentMessages, useContentEditor } from '../lib/useContentEditor';
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
  const editor = useContentEditor({
    blank,
    valuesOf,
    useSave: useSaveMatrimonyCardMutation,
    useDelete: useDeleteMatrimonyCardMutation,
    image: { name: 'card_image', missing: 'Please choose the card image.' },
    bodyOf: (form, translations) =>
      contentFormData(
        { date: form.date, title: form.title.trim(), sub_title: form.sub_title.trim(), time: form.time },
        translations,
        { card_image: form.card_image },
      ),
    messages: contentMessages('card'),
  });
  const { editing, field } = editor;

  return (
    <>
      <PageHeader
        title="Matrimony event card"
        intro="The Matrimony page shows the next upcoming card (the earliest date from today on)."
      />
      <SaveNotices loadProblem={apiProblem(cards.error)} feedback={editor.feedback} />
      <EditForm
        key={editor.formKey}
        editor={editor}
        fields={TRANSLATABLE_FIELDS.matrimonyCard}
        label="Matrimony card"
        heading={editing ? 'Edit card' : 'Add a card'}
        addLabel="Add card"
        busyLabel="Saving…"
      >
        <div className={ui.row}>
          <TextField label="Date" type="date" {...field('date')} />
          <TextField label="Time" type="time" {...field('time')} />
        </div>
        <TextField label="Title" {...field('title')} />
        <TextField label="Subtitle" hint="For example the venue." {...field('sub_title')} />
        <RowImagePicker
          editor={editor}
          name="card_image"
          label="Card image"
          savedImage={editing?.card_image}
        />
      </EditForm>
      <ContentTable
        loading={cards.isLoading}
        what="cards"
        columns={[
          imageColumn<AdminMatrimonyCard>('Image', (card) => card.card_image, 72, 48),
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
        onDelete={(card) => editor.remove(card.id)}
      />
    </>
  );
}
