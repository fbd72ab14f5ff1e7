import { deferred } from '~/lib/deferred';

/**
 * The contact section (title, text, direct details) as a deferred part of home and /download
 * (docs/decisions/0018, 0089): hydrated when it comes near or is touched, at the latest once the
 * rest of the page is. Its form inside stays deferred until wanted (decision 0018), as before.
 * Its anchor is the section's id.
 */
export const contactSection = deferred(
  () => import('./ContactSection').then((m) => m.ContactSection),
  (props: Parameters<typeof import('./ContactSection').ContactSection>[0]) => props.id ?? 'contacto',
  { after: 'page' },
);
