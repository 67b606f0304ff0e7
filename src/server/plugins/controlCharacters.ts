import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTROL_CHARACTER_MESSAGE,
  CONTROL_CHARACTER_REQUEST_MESSAGE,
  fieldHasControlCharacter,
  hasControlCharacter,
} from '../../shared/validation/controlCharacters';
import { HttpError } from './errors';

// One rule at the edge (docs/api.md#control-characters): path parameters, query values and every text field
// of a JSON body are checked before any route sees them. Multipart forms are read by the routes themselves,
// which call refuseControlCharactersInFields on the fields they collected.

/** Throws 400 naming each form field that holds a control character it may not hold. */
export function refuseControlCharactersInFields(fields: Record<string, string>): void {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (fieldHasControlCharacter(field, value)) errors[field] = CONTROL_CHARACTER_MESSAGE;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, CONTROL_CHARACTER_REQUEST_MESSAGE, errors);
}

/** Every string in a parsed JSON body, keyed by the name of the field that holds it (arrays keep their field). */
function bodyFields(value: unknown, field: string, found: Array<[string, string]>, depth = 0): void {
  if (depth > 32) return;
  if (typeof value === 'string') found.push([field, value]);
  else if (Array.isArray(value)) for (const item of value) bodyFields(item, field, found, depth + 1);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) bodyFields(item, key, found, depth + 1);
}

/** Path parameters and query values are never multi-line. */
function hasControlInValues(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.values(values).some((value) =>
    Array.isArray(value)
      ? value.some((item) => typeof item === 'string' && hasControlCharacter(item))
      : typeof value === 'string' && hasControlCharacter(value),
  );
}

function checkRequest(request: FastifyRequest): void {
  if (hasControlInValues(request.params) || hasControlInValues(request.query)) {
    throw new HttpError(400, CONTROL_CHARACTER_REQUEST_MESSAGE);
  }
  if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
    const fields: Array<[string, string]> = [];
    bodyFields(request.body, '', fields);
    const errors: Record<string, string> = {};
    for (const [field, value] of fields) {
      if (fieldHasControlCharacter(field, value)) errors[field || 'body'] = CONTROL_CHARACTER_MESSAGE;
    }
    if (Object.keys(errors).length > 0) throw new HttpError(400, CONTROL_CHARACTER_REQUEST_MESSAGE, errors);
  }
}

async function controlCharactersPlugin(app: FastifyInstance): Promise<void> {
  // A callback hook, not an async one: every request passes here, and a promise per request is measurable.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkRequest(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}

// Not encapsulated: the hook guards every route, including those registered after this plugin.
(controlCharactersPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default controlCharactersPlugin;
