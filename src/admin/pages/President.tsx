import { useState, type FormEvent } from 'react';
import { useGetPresidentQuery, useSavePresidentMutation } from '../app/api';
import type { AdminPresident } from '../app/types';
import { FormActions, SaveNotices } from '../components/ContentScreen';
import { RichTextField, TextField } from '../components/FormFields';
import ImagePicker from '../components/ImagePicker';
import { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS, type TranslationsInput } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import { contentFormData, requiredImageProblem, useFormValues } from '../lib/useContentEditor';
import { useSaveFeedback } from '../lib/useSaveFeedback';
import ui from '../components/ui.module.css';

export default function President() {
  const { data, error, isLoading } = useGetPresidentQuery();
  const problem = apiProblem(error);
  return (
    <>
      <PageHeader title="President" intro="The President page: name, photo and message." problem={problem} />
      {isLoading ? (
        <Loading what="the president's record" />
      ) : (
        data && <PresidentForm key={JSON.stringify(data.result)} saved={data.result} />
      )}
    </>
  );
}

function PresidentForm({ saved }: { saved: AdminPresident | null }) {
  const feedback = useSaveFeedback();
  const { values: form, field } = useFormValues(
    () => ({
      salutation: saved?.salutation ?? 'Shri',
      president_name: saved?.president_name ?? '',
      president_subname: saved?.president_subname ?? '',
      president_description: saved?.president_description ?? '',
    }),
    feedback.errors,
  );
  const [translations, setTranslations] = useState<TranslationsInput>(saved?.translations ?? {});
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [save, saving] = useSavePresidentMutation();

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
          <TextField label="Salutation" hint="For example Shri, Smt., Dr." {...field('salutation')} />
          <TextField label="Name" {...field('president_name')} />
        </div>
        <TextField
          label="Line under the name (optional)"
          hint="For example the term of office."
          {...field('president_subname')}
        />
        <RichTextField label="Message" policy="president" rows={12} {...field('president_description')} />
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.president}
          value={translations}
          onChange={setTranslations}
          errors={feedback.errors}
        />
        <ImagePicker
          label="Photo"
          name="president_profile_image"
          file={image}
          savedImage={saved?.president_profile_image}
          error={imageError ?? feedback.errors.president_profile_image}
          onChange={setImage}
        />
        <FormActions submitLabel="Save" busy={saving.isLoading} busyLabel="Saving…" />
      </form>
    </>
  );
}
