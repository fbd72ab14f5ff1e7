/**
 * A chat visitor and the firm's office hours for the live hand-off's stack tests (docs/decisions/0092):
 * a conversation started through the site (its id and ownership cookie), the visitor's calls to
 * /api/chat/live, and the hand-off settings. Files that change the settings hold the `hand-off` lock
 * (scripts/lib/exclusive.ts) while they rely on them.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';

const json = { 'content-type': 'application/json' };
const SETTINGS = '/content-manager/single-types/api::firm-setting.firm-setting';
/** Open all day every day (but the last minute), a minute's wait. */
export const ALWAYS = { office_days: 'every-day', office_opens: '00:00', office_closes: '23:59', handoff_wait_seconds: 60 };
/** The firm's defaults, put back after a test. */
export const DEFAULT_HOURS = { office_days: 'monday-friday', office_opens: '09:00', office_closes: '18:00', handoff_wait_seconds: null };

export function saveSettings(cmsUrl: string, data: Record<string, unknown>): Promise<Response> {
  return adminFetch(cmsUrl, SETTINGS, { method: 'PUT', headers: json, body: JSON.stringify(data) });
}

export interface Visitor {
  id: string;
  cookie: string;
}

/** A visitor's conversation through the site: its id and the ownership cookie. */
export async function visitor(webUrl: string, question = 'Quiero hablar con una persona', language: 'es' | 'en' = 'es'): Promise<Visitor> {
  const id = randomUUID();
  const res = await fetch(`${webUrl}/api/chat`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ message: [{ id: 'q1', role: 'user', content: question }], idConversation: id, language }),
  });
  expect(res.status).toBe(200);
  return { id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

export interface LiveState {
  state: string;
  notice: string | null;
  agent: string | null;
  agentTyping: boolean;
  waitSeconds: number;
  messages: Array<{ id: string; name: string; text: string }>;
}

/** One of the visitor's calls to the site's /api/chat/live. */
export async function live(webUrl: string, v: Visitor, action: string, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${webUrl}/api/chat/live`, {
    method: 'POST',
    headers: { ...json, cookie: v.cookie },
    body: JSON.stringify({ action, idConversation: v.id, ...extra }),
  });
  return { status: res.status, body: (await res.json()) as LiveState & { error?: string } };
}

/** The conversation's id in the admin. */
export async function documentIdOf(cmsUrl: string, id: string): Promise<string> {
  const res = await adminFetch(
    cmsUrl,
    `/content-manager/collection-types/api::chatbot-conversation.chatbot-conversation?filters[idConversation][$eq]=${id}`,
  );
  return ((await res.json()) as { results: Array<{ documentId: string }> }).results[0]?.documentId ?? '';
}
