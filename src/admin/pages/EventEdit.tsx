import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { adminImageUrl, useCreateEventMutation, useGetEventQuery, useUpdateEventMutation } from '../app/api';
import type { AdminEvent } from '../app/types';
import Field from '../components/Field';
import { RichTextField, TextField } from '../components/FormFields';
import ImagePicker from '../components/ImagePicker';
import Notice, { Loading, Outcome } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import TranslationFields from '../components/TranslationFields';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { apiProblem } from '../lib/errors';
import {
  eventFormData,
  eventFormErrors,
  GALLERY_MAX_FILES,
  IMAGE_ACCEPT,
  type EventFormErrors,
  type EventFormValues,
} from '../lib/eventForm';
import ui from '../components/ui.module.css';

const EMPTY: EventFormValues = {
  event_name: '',
  event_date: '',
  event_description: '',
  youtube_url: '',
  event_image: null,
  event_gallery: [],
  translations: {},
};

function valuesOf(event: AdminEvent): EventFormValues {
  return {
    event_name: event.event_name,
    event_date: event.event_date,
    event_description: event.event_description,
    youtube_url: event.youtube_url ?? '',
    event_image: null,
    event_gallery: [],
    translations: event.translations ?? {},
  };
}

export default function EventEdit() {
  const { id } = useParams();
  const eventId = id && id !== 'new' ? Number(id) : null;
  const loaded = useGetEventQuery(eventId ?? 0, { skip: eventId === null });
  if (eventId !== null && !loaded.data) {
    const problem = apiProblem(loaded.error);
    return (
      <>
        <PageHeader title="Edit event" />
        {problem ? <Notice tone="error">{problem.message}</Notice> : <Loading what="the event" />}
        <Link to="/events" className={ui.link}>
          Back to events
        </Link>
      </>
    );
  }
  // A fresh form per event (and after each save), so the file inputs start empty.
  const saved = loaded.data?.result;
  return <EventForm key={saved ? `${saved.id}-${JSON.stringify(saved)}` : 'new'} saved={saved ?? null} />;
}

export function EventForm({ saved }: { saved: AdminEvent | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<EventFormValues>(saved ? valuesOf(saved) : EMPTY);
  const [keep, setKeep] = useState<string[]>(saved?.event_gallery ?? []);
  const [localErrors, setErrors] = useState<EventFormErrors>({});
  const [createEvent, creation] = useCreateEventMutation();
  const [updateEvent, update] = useUpdateEventMutation();
  const [success, setSuccess] = useState<string | null>(
    (location.state as { saved?: string } | null)?.saved ?? null,
  );
  const busy = creation.isLoading || update.isLoading;
  const serverProblem = apiProblem(saved ? update.error : creation.error);
  // The server's field errors, unless the field was edited since (an edit sets its local entry to undefined).
  const errors: EventFormErrors = { ...(serverProblem?.errors as EventFormErrors), ...localErrors };

  function set<K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  /** A text field's value, error and change handler, for the form kit. */
  function field(name: 'event_name' | 'event_date' | 'event_description' | 'youtube_url') {
    return { value: values[name], error: errors[name], onChange: (value: string) => set(name, value) };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSuccess(null);
    const found = eventFormErrors(values, saved === null, keep.length);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    if (saved) {
      const answer = await updateEvent({ id: saved.id, body: eventFormData(values, keep) });
      if ('data' in answer && answer.data) {
        navigate(`/events/${saved.id}`, {
          replace: true,
          state: { saved: 'The event was saved. The website shows it now.' },
        });
      }
    } else {
      const answer = await createEvent(eventFormData(values));
      if ('data' in answer && answer.data) {
        navigate(`/events/${answer.data.result.id}`, {
          replace: true,
          state: { saved: 'The event was published. The website shows it now.' },
        });
      }
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <>
      <PageHeader title={saved ? 'Edit event' : 'New event'} intro={saved ? saved.event_name : undefined}>
        {saved && (
          <a
            href={`/events/${saved.event_slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className={ui.buttonSecondary}
          >
            View on site
          </a>
        )}
        <Link to="/events" className={ui.buttonSecondary}>
          All events
        </Link>
      </PageHeader>
      <Outcome success={success} problem={serverProblem?.message} />
      {hasErrors && !serverProblem && <Notice tone="error">Please correct the highlighted fields.</Notice>}
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="Event">
        <div className={ui.row}>
          <TextField label="Event name" name="event_name" maxLength={200} {...field('event_name')} />
          <TextField label="Event date" type="date" name="event_date" {...field('event_date')} />
        </div>
        {saved && (
          <p className={ui.hint}>
            Web address: /events/{saved.event_slug} (it stays the same when the name changes, so shared links
            keep working).
          </p>
        )}
        <RichTextField label="Description" policy="rich" rows={10} {...field('event_description')} />
        <TextField
          label="YouTube video link (optional)"
          hint="For example https://www.youtube.com/watch?v=…"
          type="url"
          name="youtube_url"
          {...field('youtube_url')}
        />
        <TranslationFields
          fields={TRANSLATABLE_FIELDS.event}
          value={values.translations ?? {}}
          errors={errors}
          onChange={(translations) => {
            setValues((current) => ({ ...current, translations }));
            setErrors((current) => {
              const next = { ...current };
              for (const key of Object.keys(serverProblem?.errors ?? {}))
                if (key.startsWith('translations')) next[key] = undefined;
              return next;
            });
          }}
        />
        <ImagePicker
          label="Event image"
          name="event_image"
          file={values.event_image}
          savedImage={saved?.event_image}
          error={errors.event_image}
          onChange={(file) => set('event_image', file)}
        />
        {saved && saved.event_gallery.length > 0 && (
          <fieldset className={ui.field} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={ui.label}>Gallery now ({keep.length} kept)</legend>
            <div className={ui.thumbs}>
              {saved.event_gallery.map((path, index) => {
                const kept = keep.includes(path);
                return (
                  <label key={path} className={`${ui.thumb} ${kept ? '' : ui.thumbRemoved}`}>
                    <img
                      src={adminImageUrl(path)}
                      alt={`Gallery image ${index + 1}`}
                      width={144}
                      height={108}
                      loading="lazy"
                    />
                    <span className={ui.checkbox}>
                      <input
                        type="checkbox"
                        checked={kept}
                        onChange={() =>
                          setKeep((current) =>
                            kept ? current.filter((item) => item !== path) : [...current, path],
                          )
                        }
                      />
                      Keep image {index + 1}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        <Field
          label={saved ? 'Add gallery images' : 'Gallery images (optional)'}
          error={errors.event_gallery}
          hint={`Up to ${GALLERY_MAX_FILES} images in all; PNG, JPEG or WebP, at most 5 MB each.`}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              name="event_gallery"
              multiple
              accept={IMAGE_ACCEPT}
              onChange={(event) => set('event_gallery', Array.from(event.target.files ?? []))}
            />
          )}
        </Field>
        {values.event_gallery.length > 0 && (
          <p className={ui.hint}>{values.event_gallery.length} new gallery image(s) chosen.</p>
        )}
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={busy}>
            {busy ? 'Saving…' : saved ? 'Save changes' : 'Publish event'}
          </button>
          <Link to="/events" className={ui.buttonSecondary}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
