import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

export interface ApiProblem {
  message: string;
  errors: Record<string, string>;
}

const NETWORK_MESSAGE = 'The server could not be reached. Please check the connection and try again.';

/** The server's `{message, errors}` answer (docs/admin-api.md), or a plain message for network failures. */
export function apiProblem(
  error: FetchBaseQueryError | SerializedError | undefined | unknown,
): ApiProblem | null {
  if (!error) return null;
  const candidate = error as { status?: unknown; data?: unknown; message?: unknown };
  if (candidate.data && typeof candidate.data === 'object') {
    const data = candidate.data as { message?: unknown; errors?: unknown };
    const errors =
      data.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string>) : {};
    if (typeof data.message === 'string') return { message: data.message, errors };
  }
  if (candidate.status === 'FETCH_ERROR' || candidate.status === 'TIMEOUT_ERROR') {
    return { message: NETWORK_MESSAGE, errors: {} };
  }
  if (typeof candidate.status === 'number') {
    return {
      message: `The server answered with an error (${candidate.status}). Please try again.`,
      errors: {},
    };
  }
  return { message: typeof candidate.message === 'string' ? candidate.message : NETWORK_MESSAGE, errors: {} };
}
