import { z } from 'zod';
import { OFFLINE_MESSAGES } from '../validation/offline';

// Request shapes of the Form 10BE certificates (/api/admin/form-10be, docs/admin-api.md).

const year = z
  .number({ message: OFFLINE_MESSAGES.filedYear })
  .int({ message: OFFLINE_MESSAGES.filedYear })
  .min(2000, { message: OFFLINE_MESSAGES.filedYear })
  .max(2100, { message: OFFLINE_MESSAGES.filedYear });

/** POST /api/admin/form-10be/generate and /mail: the financial year (its first calendar year, 2025 for 2025-26). */
export const form10beYearSchema = z.object({ fy: year });

/** ?fy=2025 of the GET routes. */
export const form10beYearQuery = z.object({
  fy: z.coerce.number({ message: OFFLINE_MESSAGES.filedYear }).pipe(year),
});
