/**
 * Telling "the database is not there right now" apart from a bug: such requests answer 503 with
 * Retry-After (a client or proxy tries again), not 500.
 */

/** Connection-level SQLSTATE classes and codes: 08 connection exception, 57P admin shutdown… */
const unavailableSqlStates = /^(08...|57P0[1-4]|53300)$/;
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const unavailableMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client was closed|PGlite is closed|database system is (shutting down|starting up)/i;

/** True when the error (or one it wraps) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableErrnos.has(code) || unavailableSqlStates.test(code)))
      return true;
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** The innermost message of a wrapped error, for one log line instead of a stack. */
export function reasonOf(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause; depth++)
    current = current.cause;
  if (current instanceof Error) return (current as NodeJS.ErrnoException).code ?? current.message;
  return String(current);
}
