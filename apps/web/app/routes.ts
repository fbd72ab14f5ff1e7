import { type RouteConfig, route } from '@react-router/dev/routes';
import { SITE_PAGES } from '@site/content';

/**
 * The pages come from the one page table (packages/content/src/pages.ts), each under its language's
 * prefix (`/:lang/nosotros`, the home page `/:lang`; docs/decisions/0031): the server answers a bare
 * or `?lang=` address with a redirect before it reaches these routes (server/pages/addresses.server.ts), and
 * a route refuses a prefix that is no language. The endpoints are the site's own, without prefix.
 */
const { home, ...pages } = SITE_PAGES;

export default [
  route(':lang', home.module),
  ...Object.values(pages).map((page) => route(`:lang${page.path}`, page.module)),
  route('api/contact', 'routes/api.contact.ts'),
  route('api/chat-contact', 'routes/api.chat-contact.ts'),
  route('api/lead', 'routes/api.lead.ts'),
  route('api/download-request', 'routes/api.download-request.ts'),
  route('api/form-options', 'routes/api.form-options.ts'),
  route('api/chat', 'routes/api.chat.ts'),
  route('api/chat/conversation', 'routes/api.chat-conversation.ts'),
  route('api/chat/live', 'routes/api.chat-live.ts'),
  route('api/cms-webhook', 'routes/api.cms-webhook.ts'),
  route('api/events', 'routes/api.events.ts'),
  route('healthz', 'routes/healthz.ts'),
  route('readyz', 'routes/readyz.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
