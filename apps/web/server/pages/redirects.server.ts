/**
 * The editors' redirects (docs/decisions/0035): the table every site server holds in memory and
 * answers from before anything else (no CMS call per request). It is loaded at start and again on
 * every content change the CMS announces (the webhook or the Redis broadcast), so a redirect published
 * in the admin answers on every server within seconds. A failed load keeps the last table.
 */
import { type ContentClient, normaliseRedirectPath, REDIRECT_STATUS, type RedirectKind } from '@site/content';

interface RedirectRow {
  from_path: string | null;
  to: string | null;
  kind?: RedirectKind | null;
}

interface RedirectAnswer {
  status: 301 | 302;
  location: string;
}

export class RedirectTable {
  private byPath = new Map<string, { to: string; status: 301 | 302 }>();
  /** Loads started; a load that finishes after a newer one began is dropped. */
  private loads = 0;

  get size(): number {
    return this.byPath.size;
  }

  replace(rows: readonly RedirectRow[]): void {
    const next = new Map<string, { to: string; status: 301 | 302 }>();
    for (const row of rows) {
      const from = row.from_path ? normaliseRedirectPath(row.from_path) : null;
      const to = row.to?.trim();
      if (from && to) next.set(from, { to, status: REDIRECT_STATUS[row.kind ?? 'permanent'] ?? 301 });
    }
    this.byPath = next;
  }

  /** Loads the published redirects (every page of them); resolves false when a newer load overtook it. */
  async load(fetchRows: () => Promise<RedirectRow[]>): Promise<boolean> {
    const mine = ++this.loads;
    const rows = await fetchRows();
    if (mine !== this.loads) return false;
    this.replace(rows);
    return true;
  }

  /**
   * The redirect for a request's URL (path and query), or null. The query the visitor came with (a
   * campaign's UTM parameters) goes along when the target has none of its own.
   */
  match(url: string): RedirectAnswer | null {
    if (this.byPath.size === 0) return null;
    const q = url.indexOf('?');
    const path = normaliseRedirectPath(q === -1 ? url : url.slice(0, q));
    const hit = path ? this.byPath.get(path) : undefined;
    if (!hit) return null;
    const query = q === -1 ? '' : url.slice(q + 1);
    const location = query && !hit.to.includes('?') ? `${hit.to}?${query}` : hit.to;
    return { status: hit.status, location };
  }
}

/** Every published redirect, from the CMS (pages of 100). */
export async function fetchRedirects(client: ContentClient): Promise<RedirectRow[]> {
  const rows: RedirectRow[] = [];
  for (let page = 1; ; page++) {
    const { data, pagination } = await client.list('redirects', { fields: ['from_path', 'to', 'kind'], populate: [], page, pageSize: 100 });
    rows.push(...data);
    if (page >= pagination.pageCount) return rows;
  }
}
