import { timingSafeEqual } from 'node:crypto';
import { dropContentCache } from '~/content/content.server';
import { env } from '~/config/env.server';
import { changesContent, type WebhookEvent } from '~server/pages/webhook-filter.server';
import type { Route } from './+types/api.cms-webhook';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The CMS tells this server that content changed: drop the content and page caches (ARCHITECTURE, principles: within
 * seconds). Events of submissions (a contact, a lead, a chat exchange) change nothing shown and are
 * ignored (server/pages/webhook-filter.server.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  const secret = env().WEBHOOK_SECRET;
  const auth = request.headers.get('authorization') ?? '';
  if (!secret || !same(auth, `Bearer ${secret}`)) return Response.json({ error: 'unauthorized' }, { status: 401, headers: NO_STORE });
  let body: WebhookEvent | null = null;
  try {
    const parsed: unknown = JSON.parse((await request.text()).slice(0, 10_000) || 'null');
    if (parsed && typeof parsed === 'object') body = parsed;
  } catch {
    body = null;
  }
  if (!changesContent(body)) return Response.json({ ok: true, dropped: false }, { headers: NO_STORE });
  dropContentCache();
  return Response.json({ ok: true, dropped: true }, { headers: NO_STORE });
}

export function loader() {
  return Response.json({ error: 'method not allowed' }, { status: 405, headers: NO_STORE });
}
