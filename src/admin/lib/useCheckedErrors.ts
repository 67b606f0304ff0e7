import { useState } from 'react';
import type { ApiProblem } from './errors';

type FieldErrors = Partial<Record<string, string>>;

/**
 * A form's field errors: what the browser found with the server's own rules (src/shared/validation), so mistakes
 * show at once, over the server's field errors of the last request (`problem`).
 */
export function useCheckedErrors(problem: ApiProblem | null) {
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors: FieldErrors = { ...(problem?.errors ?? {}), ...checked };

  /** Shows the mistakes `found` (none: the earlier ones go); true when there are none and the form may be sent. */
  function passes(found: FieldErrors): boolean {
    setChecked(found);
    return Object.keys(found).length === 0;
  }

  return { errors, passes };
}
