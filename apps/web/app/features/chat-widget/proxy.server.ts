/**
 * The site's own proxy to the chat service (DESIGN: the browser holds no credential and talks only
 * to its own site). The browser posts the conversation to /api/chat; this server adds `contextUrl`
 * (this CMS's chat-bot entry) and the visitor's address (X-Forwarded-For), and relays the service's
 * answer and status. The service validates everything else.
 */
import { clientIp } from '~/lib/client-ip.server';
import { env } from '~/lib/env.server';
import { readBody } from '~/lib/request-body.server';

/** Larger than the service's own limit, so the service answers with its clear 413. */
const BODY_LIMIT_BYTES = 512 * 1024;
/** Longer than the service's upstream time-out (30 s by default). */
const TIMEOUT_MS = 60_000;

const noStore = { 'cache-control': 'no-store' };

export const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { ...noStore, ...headers } });

export const methodNotAllowed = () => jsonError(405, 'Method not allowed: use POST with a JSON body.', { allow: 'POST' });

/**
 * Relays a JSON body to the chat service at `path`. `addContext` adds this CMS's chat-bot address
 * as `contextUrl` (the visitor cannot choose another one).
 */
export async function relay(request: Request, context: unknown, path: string, addContext: boolean): Promise<Response> {
  // sendBeacon may post a Blob as text/plain when the browser drops its type: accept both.
  const body = await readBody(request, { limit: BODY_LIMIT_BYTES, types: ['application/json', 'text/plain'] });
  if (!body.ok) {
    const message = {
      415: 'Send JSON (Content-Type: application/json).',
      413: `The body is larger than ${BODY_LIMIT_BYTES} bytes.`,
      400: 'The body is empty.',
    }[body.status];
    return jsonError(body.status, message);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body.text);
  } catch {
    return jsonError(400, 'The body is not valid JSON.');
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return jsonError(400, 'The body must be a JSON object.');
  const e = env();
  const forwarded = addContext
    ? { ...(payload as Record<string, unknown>), contextUrl: `${e.CMS_URL.replace(/\/+$/, '')}/api/chat-bot` }
    : payload;
  const ip = clientIp(context);
  let upstream: Response;
  try {
    upstream = await fetch(`${e.CHAT_URL.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
      body: JSON.stringify(forwarded),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[chat proxy] ${path}: ${String(error)}`);
    return jsonError(503, 'The chat assistant is not available right now; please try again in a moment.');
  }
  const text = await upstream.text();
  const headers: Record<string, string> = { ...noStore, 'content-type': 'application/json; charset=utf-8' };
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) headers['retry-after'] = retryAfter;
  try {
    JSON.parse(text);
  } catch {
    return jsonError(502, 'The chat assistant answered with an invalid response.');
  }
  return new Response(text, { status: upstream.status, headers });
}
