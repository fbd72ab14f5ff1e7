/**
 * The root loader's data (root.tsx), written once: its shape and the one hook that reads it. It
 * lives below every layer that reads it (features, components, lib), so nothing imports root.tsx
 * for a type (that was an import circle: root → ChatWidget → ChatPanel → root).
 */
import type { Footer, Lang } from '@site/content';
import type { SentNotice } from '@site/content/forms';
import { useRouteLoaderData } from 'react-router';

export interface RootData {
  lang: Lang;
  footer: Footer | null;
  company: string;
  mediaBase: string;
  siteUrl: string;
  /** A form posted without scripts was stored (the address's `?sent=`): its page shows PRODUCT §8's message. */
  sent: SentNotice | null;
  /**
   * The admin's preview (docs/decisions/0016): drafts, a banner, noindex; null for every visitor.
   * The same values as PreviewMode of content/preview.server.ts (server-only, not imported here).
   */
  preview: 'draft' | 'published' | null;
  /** First-party measurement is on (ANALYTICS; off in a preview): the shell loads the beacon (docs/decisions/0041). */
  analytics?: boolean;
}

/** The root loader's data; undefined while the root route has none (an error before it loaded). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}

/** The root loader's data from a `meta` function's matches (the root is always the first match). */
export function rootDataOf(matches: ReadonlyArray<{ id?: string; data?: unknown } | undefined>): RootData | undefined {
  return matches[0]?.data as RootData | undefined;
}
