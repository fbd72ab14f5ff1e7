/**
 * The site's relay of the live hand-off (docs/decisions/0092): POST /api/chat/live {action,
 * idConversation, text?, id?} from the widget. Only the visitor who owns the conversation (its ownership
 * cookie, docs/decisions/0009) is relayed, to the CMS's chat-live routes with the site's API token; the
 * person's messages reach the visitor with only the site's own links (the assistant's rule,
 * docs/decisions/0040). Rate-limited per client address (Redis when configured, as the forms).
 */
import { CHAT_LIMITS, CHAT_LIVE_ACTIONS, type ChatLiveAction, type ChatLiveState } from '@site/content/chat';
import { keepSiteLinks } from '@site/content/chat-links';
import { createRateLimiter, type RateLimiter, sharedRedis } from '@site/server-kit';
import { clientIp } from '~server/http/client-ip.server';
import { env } from '~/config/env.server';
import { readBody } from '~server/http/request-body.server';
import { provesOwner } from './proxy.server';
import type { AppLoadContext } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A poll every 2 s is 30 a minute; typing notices and messages come on top. */
const POINTS = 180;
const WINDOW_SECONDS = 60;

const noStore = { 'cache-control': 'no-store' };
const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { ...noStore, ...headers } });

let limiter: RateLimiter | null = null;
function rateLimiter(): RateLimiter {
  if (!limiter) {
    const { REDIS_URL } = env();
    limiter = createRateLimiter({
      name: 'chat-live',
      points: POINTS,
      durationSeconds: WINDOW_SECONDS,
      redis: REDIS_URL ? sharedRedis(REDIS_URL) : null,
    });
  }
  return limiter;
}

const isAction = (v: unknown): v is ChatLiveAction => typeof v === 'string' && (CHAT_LIVE_ACTIONS as readonly string[]).includes(v);

/** The CMS's state with the person's messages' links kept to the site's own pages. */
function siteLinksOnly(state: ChatLiveState): ChatLiveState {
  return { ...state, messages: (state.messages ?? []).map((m) => ({ ...m, text: keepSiteLinks(m.text) })) };
}

export async function relayLive(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readBody(request, { limit: 16 * 1024, types: ['application/json'] });
  if (!body.ok)
    return jsonError(body.status, body.status === 415 ? 'Send JSON (Content-Type: application/json).' : 'The body is too large or empty.');
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(body.text) as Record<string, unknown>;
  } catch {
    return jsonError(400, 'The body is not valid JSON.');
  }
  if (!payload || typeof payload !== 'object') return jsonError(400, 'The body must be a JSON object.');
  const { action, idConversation, text, id } = payload;
  if (!isAction(action)) return jsonError(400, `action: one of ${CHAT_LIVE_ACTIONS.join(', ')}`);
  if (typeof idConversation !== 'string' || !UUID.test(idConversation)) return jsonError(400, 'idConversation must be a UUID.');
  if (action === 'message' && (typeof text !== 'string' || !text.trim() || text.length > CHAT_LIMITS.maxMessageChars))
    return jsonError(400, `text: the message, 1 to ${CHAT_LIMITS.maxMessageChars} characters.`);
  const e = env();
  if (!e.CHAT_API_TOKEN || !e.CMS_API_TOKEN) return jsonError(503, 'The chat is not available right now.');
  // Only the browser that started the conversation speaks in it (docs/decisions/0009).
  if (!provesOwner(request, e.CHAT_API_TOKEN, idConversation)) return jsonError(403, 'This conversation belongs to another visitor.');
  const ip = clientIp(context) ?? 'unknown';
  const decision = await rateLimiter().consume(`live:${ip}`);
  if (!decision.ok) return jsonError(429, 'Too many requests; wait a moment.', { 'retry-after': String(decision.retryAfter) });
  let upstream: Response;
  try {
    upstream = await fetch(`${e.CMS_URL.replace(/\/+$/, '')}/api/chat-live/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${e.CMS_API_TOKEN}` },
      body: JSON.stringify({ idConversation, ...(action === 'message' ? { text, id } : {}) }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    console.error(`[chat live] ${action}: ${String(error)}`);
    return jsonError(503, 'The chat is not available right now.');
  }
  const answer = (await upstream.json().catch(() => null)) as (ChatLiveState & { error?: unknown }) | null;
  if (!upstream.ok || !answer) {
    if (upstream.status === 401 || upstream.status === 403)
      console.error(`[chat live] the CMS refused the site's token (${upstream.status})`);
    const status = [400, 404, 409, 429].includes(upstream.status) ? upstream.status : 503;
    return jsonError(status, typeof answer?.error === 'string' ? answer.error : 'The chat is not available right now.');
  }
  return Response.json('state' in answer ? siteLinksOnly(answer) : answer, { headers: noStore });
}
