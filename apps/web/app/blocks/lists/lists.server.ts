import type { ListResult } from '@site/content';
import { cached } from '~/content/content.server';

/** Pages beyond this are fetched without the server cache (a visitor typing ?page=99999 grows no cache). */
const MAX_CACHED_PAGE = 50;

/**
 * A list call that fails soft (PRODUCT §8: failed list calls are logged only): the page renders without
 * the list. Results are cached per query like every content call.
 */
export async function softList<T>(
  label: string,
  key: string,
  page: number,
  load: () => Promise<ListResult<T>>,
): Promise<ListResult<T> | null> {
  try {
    return page <= MAX_CACHED_PAGE ? await cached(key, load) : await load();
  } catch (error) {
    console.error(`[lists] ${label} unavailable: ${String(error)}`);
    return null;
  }
}
