/**
 * The site's own proxy to the chat service (ARCHITECTURE, principles: the browser holds no credential and talks only
 * to its own site). The browser posts the conversation to /api/chat; this server adds `contextUrl`
 * (this CMS's chat-bot entry) and the visitor's address (X-Forwarded-For), and relays the service's
 * answer and status. The service validates everything else.
 *
 * It authenticates to the service with CHAT_API_TOKEN (bearer; never sent to a browser), and binds
 * each conversation to the visitor who started it (docs/decisions/0009): the first successful exchange of a
 * conversation sets an HttpOnly, SameSite=Strict cookie `chat_<id>` holding an HMAC of the id under
 * that secret. A request whose cookie does not prove the id is relayed with `X-Conversation-New: 1`,
 * and the service refuses it (403) when that conversation already exists: nobody else can append to it.
 *
 * A widget asking for a stream (`Accept: text/event-stream`) gets the service's event stream passed
 * through as it arrives when the service streams (an LLM provider; docs/decisions/0087), else the JSON.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CHAT_CONVERSATION_ID_HEADER,
  CHAT_LIMITS,
  CHAT_NEW_CONVERSATION_HEADER,
  type CHAT_SERVICE_PATHS,
  CHAT_STREAM_TYPE,
  type ChatServiceSendRequest,
  isEventStream,
} from '@site/content/chat';
import { currentRequestId, REQUEST_ID_HEADER } from '@site/server-kit';
import { clientIp } from '~server/http/client-ip.server';
import { env } from '~/config/env.server';
import { readBody } from '~server/http/request-body.server';
import type { AppLoadContext } from 'react-router';

/** Larger than the service's own limit (the shared contract's), so the service answers with its clear 413. */
const BODY_LIMIT_BYTES = 2 * CHAT_LIMITS.maxBodyBytes;
/** Longer than the service's upstream time-out (30 s by default). */
const TIMEOUT_MS = 60_000;

const noStore = { 'cache-control': 'no-store' };

const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { ...noStore, ...headers } });

export const methodNotAllowed = () => jsonError(405, 'Method not allowed: use POST with a JSON body.', { allow: 'POST' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner proof of a conversation id: HMAC-SHA256 under the chat credential. */
function ownerProof(secret: string, idConversation: string): string {
  return createHmac('sha256', secret).update(`chat-conversation-owner:${idConversation.toLowerCase()}`).digest('base64url');
}

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function provesOwner(request: Request, secret: string, id: string): boolean {
  const given = cookieValue(request, `chat_${id.toLowerCase()}`);
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(ownerProof(secret, id));
  return a.length === b.length && timingSafeEqual(a, b);
}

function ownerCookie(secret: string, id: string, secure: boolean): string {
  const attrs = ['Path=/api/chat', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return `chat_${id.toLowerCase()}=${ownerProof(secret, id)}; ${attrs.join('; ')}`;
}

/**
 * Relays a JSON body to the chat service at `path` (CHAT_SERVICE_PATHS). `addContext` adds this CMS's
 * chat-bot address as `contextUrl` (the visitor cannot choose another one).
 */
export async function relay(
  request: Request,
  context: AppLoadContext,
  path: (typeof CHAT_SERVICE_PATHS)['send' | 'conversation'],
  addContext: boolean,
): Promise<Response> {
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
  if (!e.CHAT_API_TOKEN) {
    console.error('[chat proxy] CHAT_API_TOKEN is not set: the chat service cannot be called');
    return jsonError(503, 'The chat assistant is not available right now; please try again in a moment.');
  }
  const secret = e.CHAT_API_TOKEN;
  const askedId = (payload as { idConversation?: unknown }).idConversation;
  const id = typeof askedId === 'string' && UUID.test(askedId) ? askedId : null;
  const owner = id ? provesOwner(request, secret, id) : false;
  // The service checks the rest of the shape (ChatServiceSendRequest) and answers a clear 400.
  const contextUrl: ChatServiceSendRequest['contextUrl'] = `${e.CMS_URL.replace(/\/+$/, '')}/api/chat-bot`;
  // The visit's attribution goes on with a question: the service stores the page and campaign a
  // conversation started with (docs/decisions/0092; it keeps only the known fields, cut to length).
  const forwarded = addContext ? { ...(payload as Record<string, unknown>), contextUrl } : payload;
  const ip = clientIp(context);
  const streams = addContext && (request.headers.get('accept') ?? '').split(',').some(isEventStream);
  const requestId = currentRequestId();
  let upstream: Response;
  try {
    upstream = await fetch(`${e.CHAT_URL.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // The widget asks for a streamed answer; the service streams only with an LLM provider (docs/decisions/0087).
        accept: streams ? `${CHAT_STREAM_TYPE}, application/json` : 'application/json',
        authorization: `Bearer ${secret}`,
        ...(id && !owner ? { [CHAT_NEW_CONVERSATION_HEADER]: '1' } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
        // The chat service logs the id of the site request that relayed the message.
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      body: JSON.stringify(forwarded),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`[chat proxy] ${path}: ${String(error)}`);
    return jsonError(503, 'The chat assistant is not available right now; please try again in a moment.');
  }
  if (streams && upstream.ok && upstream.body && isEventStream(upstream.headers.get('content-type'))) {
    // Passed through as it arrives: no buffering here, nor in a reverse proxy in front (x-accel-buffering).
    const response = new Response(upstream.body, {
      status: upstream.status,
      headers: { ...noStore, 'content-type': `${CHAT_STREAM_TYPE}; charset=utf-8`, 'x-accel-buffering': 'no' },
    });
    const givenId = upstream.headers.get(CHAT_CONVERSATION_ID_HEADER);
    const boundId = id ?? (givenId && UUID.test(givenId) ? givenId : null);
    if (!owner && boundId) response.headers.append('set-cookie', ownerCookie(secret, boundId, e.SITE_URL.startsWith('https:')));
    return response;
  }
  const text = await upstream.text();
  const headers: Record<string, string> = { ...noStore, 'content-type': 'application/json; charset=utf-8' };
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) headers['retry-after'] = retryAfter;
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return jsonError(502, 'The chat assistant answered with an invalid response.');
  }
  if (upstream.status === 401) {
    // The visitor cannot fix a credential mismatch between the site and the service.
    console.error(`[chat proxy] ${path}: the chat service refused the site's credential (CHAT_API_TOKEN differs)`);
    return jsonError(503, 'The chat assistant is not available right now; please try again in a moment.');
  }
  const response = new Response(text, { status: upstream.status, headers });
  if (upstream.ok && !owner) {
    const givenId = (answer as { idConversation?: unknown } | null)?.idConversation;
    const boundId = id ?? (typeof givenId === 'string' && UUID.test(givenId) ? givenId : null);
    if (boundId) response.headers.append('set-cookie', ownerCookie(secret, boundId, e.SITE_URL.startsWith('https:')));
  }
  return response;
}
