import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// One place turns every failure into the JSON answers of docs/api.md#errors: {message} or {message, errors}.
// Bad input of any kind gets a 4xx; only a fault of our own reaches the 500 answer, and it is logged
// without request bodies, query values or database values (they may carry personal data).

export const ERROR_MESSAGES = {
  notFound: 'There is nothing at this address.',
  badJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty.',
  tooLarge: 'The request is too large.',
  mediaType: 'This address does not accept that type of request body.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  badRequest: 'The request could not be understood.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** An answer a route chooses on purpose: `throw new HttpError(404, 'This event could not be found.')`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorAnswer {
  statusCode: number;
  body: { message: string; errors?: Record<string, string> };
}

type AnyError = Partial<FastifyError> & Error & { errors?: Record<string, string> };

/** Maps any thrown value to the status and JSON body the client receives. */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
    };
  }
  const e = (error ?? {}) as AnyError;
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, body: { message: ERROR_MESSAGES.tooLarge } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, body: { message: ERROR_MESSAGES.mediaType } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, body: { message: ERROR_MESSAGES.badJson } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, body: { message: ERROR_MESSAGES.emptyJson } };
    default:
      break;
  }
  const statusCode = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (statusCode === 429) return { statusCode, body: { message: ERROR_MESSAGES.rateLimited } };
  if (e.validation) return { statusCode: 400, body: { message: e.message || ERROR_MESSAGES.badRequest } };
  if (e instanceof SyntaxError && statusCode === 400)
    return { statusCode, body: { message: ERROR_MESSAGES.badJson } };
  if (statusCode >= 400 && statusCode < 500) {
    // Framework and plugin errors (codes like FST_*) describe the request, never its content.
    const message = typeof e.code === 'string' && e.message ? e.message : ERROR_MESSAGES.badRequest;
    return { statusCode, body: { message } };
  }
  return { statusCode: 500, body: { message: ERROR_MESSAGES.internal } };
}

/** What the log may know about an unexpected error: its kind and where it came from, not the values involved. */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as AnyError & { constraint?: string; table?: string; routine?: string };
  const stackFrames =
    typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return {
    type: e.name ?? typeof error,
    code: e.code,
    constraint: e.constraint,
    table: e.table,
    routine: e.routine,
    stack: stackFrames.slice(0, 12).join('\n'),
  };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const answer = describeError(error);
  if (answer.statusCode >= 500) {
    request.log.error({ error: loggableError(error), route: request.routeOptions?.url }, 'unexpected error');
  }
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).type('application/json; charset=utf-8').send({ message: ERROR_MESSAGES.notFound });
  });
}

// Not encapsulated: the handlers apply to the whole app, including plugins registered after this one.
(errorsPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default errorsPlugin;
