import { useState, type FormEvent } from 'react';
import { adminImageUrl, useGetPresidentQuery, useSavePresidentMutation } from '../app/api';
import type { AdminPresident } from '../app/types';
import { FormActions, SaveNotices } from '../components/ContentScreen';
import { RichTextField, TextField } from '../components/FormFields';
import ImagePicker from '../components/ImagePicker';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS, type TranslationsInput } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import { contentFormData, requiredImageProblem } from '../lib/useContentEditor';
import { useSaveFeedback } from '../lib/useSaveFeedback';
import ui from '../components/ui.module.css';

export default function President() {
  const { data, error, isLoading } = useGetPresidentQuery();
  const problem = apiProblem(error);
  return (
    <>
      <PageHeader title="President" intro="The President page: name, photo and message." />
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {isLoading ? (
        <Loading what="the president's record" />
      ) : (
        data && <PresidentForm key={JSON.stringify(data.result)} saved={data.result} />
      )}
    </>
  );
}

function PresidentForm({ saved }: { saved: AdminPresident | null }) {
  const [form, setForm] = useState({
    salutation: saved?.salutation ?? 'Shri',
    president_name: saved?.president_name ?? '',
    president_subname: saved?.president_subname ?? '',
    president_description: saved?.president_description ?? '',
  });
  const [translations, setTranslations] = useState<TranslationsInput>(saved?.translations ?? {});
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [save, saving] = useSavePresidentMutation();
  const feedback = useSaveFeedback();
  const set = (key: keyof typeof form, value: string) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = requiredImageProblem(image, saved !== null, 'Please choose the photo.');
    setImageError(problem);
    if (problem) return;
    const fields = {
      salutation: form.salutation.trim(),
      president_name: form.president_name.trim(),
      president_subname: form.president_subname.trim(),
      // The message is HTML from the editor, sent as it is.
      president_description: form.president_description,
    };
    const body = contentFormData(fields, translations, { president_profile_image: image });
    await feedback.run(save(body), 'The president page was saved. The website shows it now.');
  }

  return (
    <>
      <SaveNotices feedback={feedback} />
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="President">
        <div className={ui.row}>
          <TextField
            label="Salutation"
            error={feedback.errors.salutation}
            hint="For example Shri, Smt., Dr."
            value={form.salutation}
            onChange={(value) => set('salutation', value)}
          />
          <TextField
            label="Name"
            error={feedback.errors.president_name}
            value={form.president_name}
            onChange={(value) => set('president_name', value)}
          />
        </div>
        <TextField
          label="Line under the name (optional)"
          error={feedback.errors.president_subname}
          hint="For example the term of office."
          value={form.president_subname}
          onChange={(value) => set('president_subname', value)}
        />
        <RichTextField
          label="Message"
          error={feedback.errors.president_description}
          hint="Paragraphs, bulleted lists, bold and italic. Text pasted from Word keeps only these."
          policy="president"
          rows={12}
          value={form.president_description}
          onChange={(html) => set('president_description', html)}
        />
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.president}
          value={translations}
          onChange={setTranslations}
          errors={feedback.errors}
        />
        <ImagePicker
          label={saved ? 'Photo (choose a file to replace it)' : 'Photo'}
          name="president_profile_image"
          file={image}
          currentUrl={saved ? adminImageUrl(saved.president_profile_image) : undefined}
          error={imageError ?? feedback.errors.president_profile_image}
          onChange={setImage}
        />
        <FormActions submitLabel="Save" busy={saving.isLoading} busyLabel="Saving…" />
      </form>
    </>
  );
}
