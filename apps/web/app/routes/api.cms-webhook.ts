import { timingSafeEqual } from 'node:crypto';
import { dropContentCache } from '~/content/content.server';
import { env } from '~/config/env.server';
import type { Route } from './+types/api.cms-webhook';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The CMS tells this server that content changed: drop the content cache (DESIGN: within seconds). */
export async function action({ request }: Route.ActionArgs) {
  const secret = env().WEBHOOK_SECRET;
  const auth = request.headers.get('authorization') ?? '';
  if (!secret || !same(auth, `Bearer ${secret}`)) return Response.json({ error: 'unauthorized' }, { status: 401 });
  dropContentCache();
  return Response.json({ ok: true });
}

export function loader() {
  return Response.json({ error: 'method not allowed' }, { status: 405 });
}
