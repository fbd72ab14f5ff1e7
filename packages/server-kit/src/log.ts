/**
 * Structured logs: one JSON line per request (pino) with a request id that follows the request to
 * the CMS and the chat service (`x-request-id`). The id comes from the incoming header when it is
 * a sane token (a proxy's or the calling server's), else a new one is made.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { type Logger, pino } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** Letters, digits and `._:-`, 1–128 characters: nothing that could forge a log line or a header. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The incoming id when it is sane, else a new UUID. */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given && SANE_ID.test(given) ? given : randomUUID();
}

/** A JSON logger for `service` (LOG_LEVEL, default info), one line per event on standard output. */
export function createLogger(service: string, level: LogLevel = 'info'): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}

interface RequestLog {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
}

/** The request's line: info, or warn for a 5xx answer. */
export function logRequest(logger: Logger, entry: RequestLog): void {
  const line = { ...entry, durationMs: Math.round(entry.durationMs * 10) / 10 };
  if (entry.status >= 500) logger.warn(line, 'request');
  else logger.info(line, 'request');
}

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` (and everything it starts) with `requestId` as the current request's id. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** A fetch that passes the current request's id on (`x-request-id`) unless the call sets its own. */
export function fetchWithRequestId(base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const id = currentRequestId();
    if (!id) return base(input, init);
    const headers = new Headers(init?.headers);
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id);
    return base(input, { ...init, headers });
  };
}
