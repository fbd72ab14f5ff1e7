import { env } from '~/lib/env.server';
import { AI_OFFERS, PRODUCTS, SERVICES } from '~/lib/nav';

const PAGES = [
  '/',
  '/nosotros',
  '/insights',
  '/casos-de-exito',
  '/blog',
  '/download',
  ...[...SERVICES, ...PRODUCTS, ...AI_OFFERS].map((l) => l.to),
];

export function loader() {
  const site = env().SITE_URL.replace(/\/$/, '');
  const urls = PAGES.map((p) => {
    const alt = (l: string) => `<xhtml:link rel="alternate" hreflang="${l}" href="${site}${p}?lang=${l}"/>`;
    return `<url><loc>${site}${p}</loc>${alt('es')}${alt('en')}</url>`;
  }).join('');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`,
    { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } },
  );
}
