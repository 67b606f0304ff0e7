import { useState } from 'react';
import { apiProblem, type ApiProblem } from './errors';

/**
 * The outcome of the last save or delete on a content page: a success message, or the server's problem with its
 * field errors. `run` awaits an RTK Query mutation result ({data} or {error}).
 */
export function useSaveFeedback() {
  const [success, setSuccess] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);

  async function run<T>(
    action: Promise<{ data?: T; error?: unknown }>,
    successMessage: string,
  ): Promise<T | null> {
    setSuccess(null);
    setProblem(null);
    const answer = await action;
    if ('error' in answer && answer.error) {
      setProblem(apiProblem(answer.error));
      return null;
    }
    setSuccess(successMessage);
    return answer.data ?? null;
  }

  return {
    success,
    problem,
    errors: problem?.errors ?? {},
    run,
    clear: () => (setSuccess(null), setProblem(null)),
  };
}
