import { deferred } from '~/lib/deferred';

/**
 * The contact section (title, text, direct details, the form) as a part deferred until wanted
 * (docs/decisions/0018, 0089): static HTML on home and /download until it comes near or is touched;
 * its form inside is deferred the same way again. Its anchor is the section's id.
 */
export const contactSection = deferred(
  () => import('./ContactSection').then((m) => m.ContactSection),
  (props: Parameters<typeof import('./ContactSection').ContactSection>[0]) => props.id ?? 'contacto',
);
