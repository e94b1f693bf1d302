// Unexpected errors: one log line format with the request id the error page shows, and the
// database errors that a hostile or careless input can still cause, answered as bad input; and the
// error every service throws with the status it is answered with.
import { log } from '../observability/log';

/** An answer other than 200 with its Korean message (and field errors in `data`). */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public data: unknown = null,
  ) {
    super(message);
  }
}

/** One log line for an unexpected error: the request's id, method and route pattern (or what failed), and the error. */
export function logError(requestId: string, method: string, route: string, err: unknown) {
  log.error({ requestId, method, route, err: err instanceof Error ? err : new Error(String(err)) }, 'request failed');
}

/**
 * PostgreSQL error classes caused by a value rather than by the server: invalid text (a NUL byte,
 * bad encoding), a number out of range, an impossible date or time, invalid text for a type.
 * The schemas refuse these first; this is the last line, so such input is never a 500.
 */
const INPUT_ERROR_CODES = new Set(['22P05', '22021', '22003', '22007', '22008', '22P02', '22001', '54000']);

export function isInputError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_ERROR_CODES.has(code)) return true;
    const message = e instanceof Error ? e.message : '';
    // PGlite and pg both refuse NUL in text parameters, not always with a code.
    if (/invalid byte sequence|character with byte sequence|\\u0000|out of range for type|date\/time field value out of range|invalid input syntax/i.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
