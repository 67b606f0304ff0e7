import { useObjectUrl } from '../../shared/ui/useObjectUrl';
import { adminImageUrl } from '../app/api';
import { IMAGE_ACCEPT } from '../lib/eventForm';
import Field from './Field';
import ui from './ui.module.css';

interface ImagePickerProps {
  label: string;
  name: string;
  error?: string | null;
  /**
   * The stored image of a saved row (its path, as the API gives it): shown until a new file is chosen, and the
   * label then says that a file replaces it. Undefined while a new row is added.
   */
  savedImage?: string;
  hint?: string;
  onChange: (file: File | null) => void;
  file: File | null;
}

/** One image upload with a preview of the current or newly chosen picture. */
export default function ImagePicker({
  label,
  name,
  error,
  savedImage,
  hint,
  onChange,
  file,
}: ImagePickerProps) {
  const preview = useObjectUrl(file);
  const shown = preview ?? (savedImage === undefined ? undefined : adminImageUrl(savedImage));
  return (
    <Field
      label={savedImage === undefined ? label : `${label} (choose a file to replace it)`}
      error={error}
      hint={hint ?? 'PNG, JPEG or WebP, at most 5 MB. Stored as WebP, at most 1600 px wide.'}
    >
      {(control) => (
        <div className={ui.thumbs}>
          {shown && (
            <div className={ui.thumb}>
              <img src={shown} alt={file ? 'Chosen image' : 'Current image'} width={144} height={108} />
              <span className={ui.muted}>{file ? file.name : 'Current image'}</span>
            </div>
          )}
          <input
            {...control}
            type="file"
            name={name}
            accept={IMAGE_ACCEPT}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </div>
      )}
    </Field>
  );
}
