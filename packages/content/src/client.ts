import qs from 'qs';
import type { CollectionName, ContentTypes, SingleTypeName } from './generated/types';
import { type Populate, populateTrees } from './generated/populate';
import { viewMedia } from './media';
import type { Media } from './media-types';

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface ListResult<T> {
  data: T[];
  pagination: Pagination;
}

type ContentErrorKind = 'network' | 'timeout' | 'http' | 'not-found' | 'invalid-response';

/** Every failure of a content call, typed (PRODUCT §10.1 (D2): status checked, PRODUCT §8 error catalogue). */
export class ContentError extends Error {
  constructor(
    readonly kind: ContentErrorKind,
    message: string,
    readonly status?: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

export interface ListQuery {
  page?: number;
  pageSize?: number;
  sort?: string[];
  filters?: Record<string, unknown>;
  /** Overrides the full populate tree of the collection. */
  populate?: Record<string, Populate> | string[];
  fields?: string[];
}

interface ContentClientOptions {
  /** Base address of the CMS, e.g. http://127.0.0.1:1337 (the REST API is under /api). */
  baseUrl: string;
  /** Server-side API token; never sent to a browser. */
  token?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * `draft`: every read asks for the draft versions (`status=draft`), for the site's preview mode
   * (docs/decisions/0016) only. Default: the published versions.
   */
  status?: 'draft' | 'published';
  /**
   * `view`: media items in the answers of `single`, `list`, `byId` and `byDocumentId` are cut to what a
   * page renders (`viewMedia`): the site's pages. Default `full`: as the CMS answers.
   */
  media?: 'full' | 'view';
}

/** A Strapi 5 documentId: 24 lowercase letters and digits (cuid2); anything else is no entry. */
export function isDocumentId(value: string): boolean {
  return /^[a-z0-9]{20,32}$/.test(value);
}

export function buildQuery(params: Record<string, unknown>): string {
  const q = qs.stringify(params, { encodeValuesOnly: true });
  return q ? `?${q}` : '';
}

export function createContentClient(options: ContentClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  const doFetch = options.fetch ?? fetch;
  const status = options.status === 'draft' ? { status: 'draft' } : {};
  const shape = <T>(value: T): T => (options.media === 'view' ? viewMedia(value) : value);

  /** A CMS call; `bare`: the answer is not wrapped in `{ data }` (the upload plugin's lists). */
  async function request<T>(method: string, path: string, body?: unknown, bare = false): Promise<T> {
    const url = `${base}/api/${path}`;
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new ContentError(timeout ? 'timeout' : 'network', `${method} ${path}: ${String(error)}`);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new ContentError('invalid-response', `${method} ${path}: response is not JSON`, res.status);
    }
    if (!res.ok) {
      const err = (json as { error?: { message?: string; details?: unknown } } | null)?.error;
      throw new ContentError(
        res.status === 404 ? 'not-found' : 'http',
        `${method} ${path}: ${res.status} ${err?.message ?? res.statusText}`,
        res.status,
        err?.details,
      );
    }
    if (bare) {
      if (!Array.isArray(json)) throw new ContentError('invalid-response', `${method} ${path}: not a list`, res.status);
      return json as T;
    }
    if (!json || typeof json !== 'object' || !('data' in json)) {
      throw new ContentError('invalid-response', `${method} ${path}: no data in response`, res.status);
    }
    return json as T;
  }

  return {
    baseUrl: base,

    /** A single type (a one-of-a-kind page) with its whole populate tree. */
    async single<K extends SingleTypeName>(name: K): Promise<ContentTypes[K]> {
      const res = await request<{ data: ContentTypes[K] | null }>(
        'GET',
        `${name}${buildQuery({ populate: populateTrees[name], ...status })}`,
      );
      if (!res.data) throw new ContentError('not-found', `${name}: not published`, 404);
      return shape(res.data);
    },

    /** A page of a collection. */
    async list<K extends CollectionName>(name: K, query: ListQuery = {}): Promise<ListResult<ContentTypes[K]>> {
      const params: Record<string, unknown> = {
        populate: query.populate ?? populateTrees[name],
        pagination: { page: query.page ?? 1, pageSize: query.pageSize ?? 25 },
      };
      if (query.sort) params.sort = query.sort;
      if (query.filters) params.filters = query.filters;
      if (query.fields) params.fields = query.fields;
      Object.assign(params, status);
      const res = await request<{ data: ContentTypes[K][]; meta?: { pagination?: Pagination } }>('GET', `${name}${buildQuery(params)}`);
      const pagination = res.meta?.pagination ?? { page: 1, pageSize: res.data.length, pageCount: 1, total: res.data.length };
      return { data: shape(res.data), pagination };
    },

    /** One entry of a collection by its numeric id (the id in the site's URLs). */
    async byId<K extends CollectionName>(name: K, id: number): Promise<ContentTypes[K]> {
      if (!Number.isInteger(id) || id < 1) throw new ContentError('not-found', `${name}: invalid id`, 404);
      const { data } = await this.list(name, { filters: { id: { $eq: id } }, pageSize: 1 });
      const first = data[0];
      if (!first) throw new ContentError('not-found', `${name} ${id}: not found`, 404);
      return first;
    },

    /** One entry of a collection by its documentId (the stable id in the site's URLs, docs/decisions/0015). */
    async byDocumentId<K extends CollectionName>(name: K, documentId: string, query: ListQuery = {}): Promise<ContentTypes[K]> {
      if (!isDocumentId(documentId)) throw new ContentError('not-found', `${name}: invalid documentId`, 404);
      const filters = { ...query.filters, documentId: { $eq: documentId } };
      const { data } = await this.list(name, { ...query, filters, page: 1, pageSize: 1 });
      const first = data[0];
      if (!first) throw new ContentError('not-found', `${name} ${documentId}: not found`, 404);
      return first;
    },

    /**
     * The media library's records of some uploads, by their address (`/uploads/…`): size and formats
     * of images an editor put in a rich-text body. Unknown addresses are simply absent.
     */
    async uploads(urls: readonly string[]): Promise<Media[]> {
      const list = [...new Set(urls)].slice(0, 100);
      if (list.length === 0) return [];
      return request<Media[]>('GET', `upload/files${buildQuery({ filters: { url: { $in: list } } })}`, undefined, true);
    },

    /** Creates an entry (submissions: contacts, leads, download requests, conversations). */
    async create<K extends CollectionName>(name: K, data: Record<string, unknown>): Promise<ContentTypes[K]> {
      const res = await request<{ data: ContentTypes[K] }>('POST', name, { data });
      return res.data;
    },

    /** POSTs to a custom CMS route under /api that answers `{ data }` (the mail outbox). */
    async post<T>(path: string, body: Record<string, unknown>): Promise<T> {
      const res = await request<{ data: T }>('POST', path, body);
      return res.data;
    },

    /** Updates an entry by documentId. */
    async update<K extends CollectionName>(name: K, documentId: string, data: Record<string, unknown>): Promise<ContentTypes[K]> {
      const res = await request<{ data: ContentTypes[K] }>('PUT', `${name}/${encodeURIComponent(documentId)}`, { data });
      return res.data;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
