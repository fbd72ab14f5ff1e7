/**
 * One JSON line per request (method, path, status, duration, request id), like the site and the chat
 * service, in place of Strapi's text logger. The id is the caller's `x-request-id` when it is a sane
 * token (the site passes on its own request's id), else a new one; it is answered back.
 */
import { randomUUID } from 'node:crypto';

const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

interface Ctx {
  method: string;
  path: string;
  status: number;
  get(name: string): string;
  set(name: string, value: string): void;
}

export default () =>
  async function requestLog(ctx: Ctx, next: () => Promise<void>): Promise<void> {
    const given = ctx.get('x-request-id');
    const requestId = SANE_ID.test(given) ? given : randomUUID();
    const started = performance.now();
    ctx.set('x-request-id', requestId);
    try {
      await next();
    } finally {
      const line = {
        level: ctx.status >= 500 ? 40 : 30,
        time: new Date().toISOString(),
        service: 'cms',
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        requestId,
        msg: 'request',
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    }
  };
