import { env } from '~/config/env.server';

export function loader() {
  const site = env().SITE_URL.replace(/\/$/, '');
  return new Response(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site}/sitemap.xml\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
