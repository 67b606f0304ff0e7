import { useState } from 'react';
import ConfirmDialog from './ConfirmDialog';
import { Button } from './FormFields';

interface DeleteButtonProps {
  /** What is deleted, e.g. “Jain Mahila Parishad” (shown in the question). */
  what: string;
  /** Extra consequence, e.g. that a category's board members go too. */
  warning?: string;
  onDelete: () => Promise<unknown>;
}

/** A small Delete button that asks first. */
export default function DeleteButton({ what, warning, onDelete }: DeleteButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button kind="danger" small onClick={() => setAsking(true)}>
        Delete
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Delete ${what}?`}
          confirmLabel="Delete"
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            setBusy(true);
            await onDelete();
            setBusy(false);
            setAsking(false);
          }}
        >
          <p>{warning ? `${warning} ` : ''}The website stops showing it at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
