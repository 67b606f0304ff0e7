// How long personal files are kept where the law and the office's settings say nothing else: the server deletes
// them on time (src/server/admin/retention.ts) and the privacy policy states the same period.

/** Photo and identity document of a membership application that was never paid. */
export const UNPAID_APPLICATION_FILES_KEPT_DAYS = 30;
