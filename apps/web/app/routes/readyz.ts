/**
 * Readiness (load balancers, orchestrators): 200 when the CMS answers the site's own token (and
 * Redis answers PING, when REDIS_URL is set), else 503 with the reason. `/healthz` is the cheap liveness check (the process answers).
 */
import { redisProblem } from '@site/server-kit';
import { env } from '~/config/env.server';

const NO_STORE = { 'cache-control': 'no-store' };

export async function loader() {
  const { CMS_URL, CMS_API_TOKEN, REDIS_URL } = env();
  const notReady = (reason: string) => Response.json({ status: 'unavailable', reason }, { status: 503, headers: NO_STORE });
  if (!CMS_API_TOKEN) return notReady('CMS_API_TOKEN is not set');
  let res: Response;
  try {
    // A small single type the site reads on every page; only the token's answer matters.
    res = await fetch(`${CMS_URL.replace(/\/+$/, '')}/api/footer?locale=es`, {
      headers: { authorization: `Bearer ${CMS_API_TOKEN}` },
      signal: AbortSignal.timeout(3000),
      redirect: 'error',
    });
    await res.body?.cancel();
  } catch (error) {
    return notReady(`CMS unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (res.status === 401 || res.status === 403) return notReady(`CMS refused the site's token (${res.status})`);
  if (res.status >= 500) return notReady(`CMS answered ${res.status}`);
  const redis = REDIS_URL ? await redisProblem(REDIS_URL) : null;
  if (redis) return notReady(redis);
  return Response.json({ status: 'ready' }, { headers: NO_STORE });
}
