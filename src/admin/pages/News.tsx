import { useDeleteNewsMutation, useGetNewsQuery, useSaveNewsMutation } from '../app/api';
import type { NewsItem } from '../app/types';
import { ContentTable, EditForm, SaveNotices } from '../components/ContentScreen';
import { RichTextField, TextField } from '../components/FormFields';
import PageHeader from '../components/PageHeader';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import { contentMessages, useContentEditor } from '../lib/useContentEditor';
import { formatOrdinalDate, todayInIndia, toIsoDate } from '../../shared/dates';
import { previewText } from '../../shared/sanitize';

const blank = () => ({ content: '', published_on: toIsoDate(todayInIndia()) });

const valuesOf = (item: NewsItem) => ({ content: item.content, published_on: item.published_on });

export default function News() {
  const { data, isLoading, error } = useGetNewsQuery();
  const editor = useContentEditor({
    blank,
    valuesOf,
    useSave: useSaveNewsMutation,
    useDelete: useDeleteNewsMutation,
    bodyOf: (form, translations) => ({ ...form, translations }),
    // A news item goes on the ticker as soon as it is saved.
    messages: { ...contentMessages('news item'), added: 'The news item was published.' },
  });
  const { editing, field } = editor;

  return (
    <>
      <PageHeader title="News" intro="Short news items in the home page's news ticker, newest first." />
      <SaveNotices loadProblem={apiProblem(error)} feedback={editor.feedback} />
      <EditForm
        editor={editor}
        fields={TRANSLATABLE_FIELDS.news}
        richPolicy="news"
        label="News item"
        heading={editing ? 'Edit news item' : 'Add a news item'}
        addLabel="Publish"
      >
        <RichTextField label="Text" policy="news" rows={4} {...field('content')} />
        <TextField label="Date" type="date" style={{ maxWidth: '12rem' }} {...field('published_on')} />
      </EditForm>
      <ContentTable
        loading={isLoading}
        what="news"
        columns={[
          { header: 'Date', cell: (item) => formatOrdinalDate(item.published_on), nowrap: true },
          { header: 'Text', cell: (item) => previewText(item.content, 160) },
        ]}
        rows={data?.result}
        empty="No news items yet."
        onEdit={editor.edit}
        deleteWhat={() => 'this news item'}
        onDelete={(item) => editor.remove(item.id)}
      />
    </>
  );
}
