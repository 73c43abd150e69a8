import type { IncomingMessage } from 'node:http';

/**
 * How deeply a request's JSON may nest. The API's bodies are a few levels deep (a record, its translations, a custom
 * field's list of objects); the validation pipe walks bodies recursively, so thousands of levels would exhaust the
 * stack and answer 500. Refused before parsing instead.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in JSON text, read byte by byte (strings skipped), without parsing it. */
export function jsonDepth(bytes: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    }
  }
  return deepest;
}

/** A body-parser error that the exception filter answers as 400 with its message. */
class TooDeepError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  readonly type = 'entity.too.deep';
}

/** body-parser's `verify` hook: refuses a JSON body nested deeper than MAX_JSON_DEPTH before it is parsed. */
export function refuseDeepJson(_request: IncomingMessage, _response: unknown, body: Buffer): void {
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    throw new TooDeepError(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}
