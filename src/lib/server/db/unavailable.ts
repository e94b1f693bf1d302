// PostgreSQL being away (restart, network cut, pool timeout) is not a bug in the request: it is
// answered 503 with a Korean message and Retry-After, so clients and proxies try again shortly.

export const DB_UNAVAILABLE_MESSAGE = '일시적으로 데이터베이스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';
export const DB_RETRY_AFTER_SECONDS = 5;

/** Error codes of node-postgres / the OS that mean "the server is not reachable right now". */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin shutdown, crash, cannot connect now). */
const SQLSTATE = /^(08|57P0[123])/;
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|Cannot use a pool after calling end/i;

/** True when the error (or its cause, as Drizzle wraps driver errors) means the database is away. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}
