import {
  type AddressedType,
  type BlogCard,
  blogBySlugQuery,
  ContentError,
  createContentClient,
  type ContentClient,
  isSlug,
  type Lang,
  pastSlugQuery,
  type SuccessCaseCard,
  successCaseBySlugQuery,
} from '@site/content';
import { fetchWithRequestId } from '@site/server-kit';
import { onContentDrop } from '~/content/content-drop.server';
import { env } from '~/config/env.server';
import { currentPreview } from '~/content/preview.server';

export { dropContentCache } from '~/content/content-drop.server';

let client: ContentClient | null = null;
let draftClient: ContentClient | null = null;

/**
 * The content client of this server: CMS address and API token from the environment, server-side
 * only. In preview mode (docs/decisions/0016) it reads the drafts.
 */
export function cms(): ContentClient {
  // The CMS logs the id of the site request that made the call (x-request-id).
  if (currentPreview() === 'draft') {
    const e = env();
    draftClient ??= createContentClient({
      baseUrl: e.CMS_URL,
      token: e.CMS_API_TOKEN,
      status: 'draft',
      media: 'view',
      fetch: fetchWithRequestId(),
    });
    return draftClient;
  }
  return publishedCms();
}

/** The client of the published content, in preview mode too (records without drafts: past addresses). */
function publishedCms(): ContentClient {
  const e = env();
  client ??= createContentClient({ baseUrl: e.CMS_URL, token: e.CMS_API_TOKEN, media: 'view', fetch: fetchWithRequestId() });
  return client;
}

interface Entry {
  value: unknown;
  at: number;
}
const cache = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();
/** Bumped by every drop: a load started before a drop is not kept as fresh (it may predate the change). */
let generation = 0;

/**
 * Content cached per key on this server: fresh for CONTENT_CACHE_TTL_SECONDS, dropped at once by the
 * CMS webhook or the CMS's Redis broadcast (server/index.ts), and served stale when the CMS fails (ARCHITECTURE, principles:
 * fails soft). Not used in preview mode.
 */
export async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  // A preview reads the CMS every time and never reaches the cache (a draft is never served to the public).
  if (currentPreview()) return load();
  const ttl = env().CONTENT_CACHE_TTL_SECONDS * 1000;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.value as T;
  const running = inflight.get(key);
  if (running) return running as Promise<T>;
  const started = generation;
  const p = load()
    .then((value) => {
      cache.set(key, { value, at: started === generation ? Date.now() : 0 });
      return value;
    })
    .catch((error: unknown) => {
      if (hit && !(error instanceof ContentError && error.kind === 'not-found')) {
        console.warn(`[content] ${key}: serving stale content: ${String(error)}`);
        return hit.value as T;
      }
      throw error;
    })
    .finally(() => {
      if (inflight.get(key) === p) inflight.delete(key);
    });
  inflight.set(key, p);
  return p;
}

/**
 * The CMS changed (dropContentCache, content/content-drop.server.ts): every entry becomes stale (kept
 * only as the fallback when the CMS fails), and loads already running are not awaited by new callers.
 */
onContentDrop(() => {
  generation += 1;
  for (const [key, entry] of cache) cache.set(key, { ...entry, at: 0 });
  inflight.clear();
});

/** Loader helper: a missing page is a 404, an unreachable CMS a 503. */
export function contentFailure(error: unknown): never {
  if (error instanceof ContentError) {
    console.error(`[content] ${error.message}`);
    throw new Response(null, { status: error.kind === 'not-found' ? 404 : 503 });
  }
  throw error;
}

/**
 * The document an old numeric address of a blog post or success case belongs to (docs/decisions/0015):
 * the CMS keeps every id a published version ever had (its `past-addresses`). Null: no such address.
 * Only found addresses are cached, so made-up ids cannot grow the cache.
 */
export async function pastAddress(entryType: AddressedType, id: number): Promise<string | null> {
  return foundOrNull(() =>
    cached(`past-address:${entryType}:${id}`, async () => {
      const { data } = await publishedCms().list('past-addresses', {
        filters: { entry_type: { $eq: entryType }, old_id: { $eq: id } },
        fields: ['target_document'],
        populate: [],
        sort: ['id:desc'],
        pageSize: 1,
      });
      const documentId = data[0]?.target_document;
      if (!documentId) throw new ContentError('not-found', `past address ${entryType} ${id}: none`, 404);
      return documentId;
    }),
  );
}

/** The value, or null when the CMS says not found (other failures are thrown: a 503, not a 404). */
async function foundOrNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ContentError && error.kind === 'not-found') return null;
    throw error;
  }
}

/**
 * The document an old slug of a blog post or success case in `lang` belongs to (docs/decisions/0031):
 * the CMS records the published slug an entry had before every change of it (`past-addresses`). Null:
 * no such slug (or not a slug at all: no CMS call). Only found ones are cached.
 */
export async function pastSlug(entryType: AddressedType, lang: Lang, slug: string): Promise<string | null> {
  if (!isSlug(slug)) return null;
  return foundOrNull(() =>
    cached(`past-slug:${entryType}:${lang}:${slug}`, async () => {
      const { data } = await publishedCms().list('past-addresses', pastSlugQuery(entryType, lang, slug));
      const documentId = data[0]?.target_document;
      if (!documentId) throw new ContentError('not-found', `past slug ${entryType} ${lang} ${slug}: none`, 404);
      return documentId;
    }),
  );
}

/**
 * The blog post whose slug in `lang` is `slug` (docs/decisions/0031), with its detail populated (in
 * preview mode, its draft). Null: none has that slug now (look it up with pastSlug). Only found posts
 * are cached.
 */
export async function blogPostBySlug(lang: Lang, slug: string): Promise<BlogCard | null> {
  if (!isSlug(slug)) return null;
  return foundOrNull(() =>
    cached(`blog-card:slug:${lang}:${slug}`, async () => {
      const { data } = await cms().list('blog-cards', blogBySlugQuery(lang, slug));
      const found = data[0];
      if (!found) throw new ContentError('not-found', `blog-cards ${lang} ${slug}: not found`, 404);
      return found;
    }),
  );
}

/**
 * The success case whose slug in `lang` is `slug` (docs/decisions/0031), fully populated. Null: none
 * has that slug now (look it up with pastSlug). Only found cases are cached.
 */
export async function successCaseBySlug(lang: Lang, slug: string): Promise<SuccessCaseCard | null> {
  if (!isSlug(slug)) return null;
  return foundOrNull(() =>
    cached(`success-case-card:slug:${lang}:${slug}`, async () => {
      const { data } = await cms().list('success-case-cards', successCaseBySlugQuery(lang, slug));
      const found = data[0];
      if (!found) throw new ContentError('not-found', `success-case-cards ${lang} ${slug}: not found`, 404);
      return found;
    }),
  );
}
