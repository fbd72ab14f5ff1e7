import './lib/zod-config';
import { type Footer as FooterEntity, isLang, langOfPath, localPath } from '@site/content';
import { useEffect } from 'react';
import { loadDictionary } from '~/i18n/load';
import { useTranslation } from '~/i18n/react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  data as withHeaders,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  type LinksFunction,
  type UIMatch,
} from 'react-router';
import type { Route } from './+types/root';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { JsonLd } from './components/JsonLd';
import { Preloader } from './components/Preloader';
import { ScrollManager } from './components/ScrollManager';
import { storeContent, withBrowserCache } from './content/browser-cache';
import { cached, cms } from './content/content.server';
import { ChatWidget } from './features/chat-widget/ChatWidget';
import { NotFound } from './features/not-found/NotFound';
import { readSentNotice } from './features/forms/form-post.server';
import { partsHydrated, releaseAfterPage, releaseDeferred } from './lib/deferred';
import { inNextTask, layOutSkippedSections } from './lib/skipped-sections';
import { env } from './config/env.server';
import { LangProvider } from './lib/lang';
import { useNonce } from './lib/nonce';
import { type RootData, useRootData } from './lib/root-data';
import { requestLang } from '~server/http/lang.server';
import { isFirstPageView, notePageView } from './lib/page-view';
import { currentPreview } from './content/preview.server';
import { PreviewBanner } from './components/PreviewBanner';
import { organizationLd } from './lib/structured-data';
import headScript from './lib/inline-scripts/head-script?inline-script';
import { inlineScript } from './lib/inline-scripts/inline-script';
import type { HeadScriptConfig } from './lib/inline-scripts/head-script';
import stylesUrl from './styles/app.css?url';
import fontsUrl from './styles/fonts.css?url';
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import manropeLatinUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/** The Latin subset (fontsource's): all Spanish and English text needs. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
/** The faces of the first page view: [family, file, weight range]. */
const FIRST_FACES: Array<[string, string, string]> = [
  ['Inter Variable', interLatinUrl, '100 900'],
  ['Manrope Variable', manropeLatinUrl, '200 800'],
];

/** How long a hash address waits for the page's scripts before the head script scrolls itself. */
const HASH_FALLBACK_MS = 5000;

/**
 * The head's one inline script (lib/inline-scripts/head-script.ts: what it does, and why). Only the
 * server's HTML carries it: it has run before the browser's bundle loads, hydration keeps the element
 * as the server sent it, and the bundle does without its text (a constant the build leaves out).
 */
const HEAD_SCRIPT = import.meta.env.SSR
  ? inlineScript(headScript, {
      fontsUrl,
      faces: FIRST_FACES,
      unicodeRange: LATIN,
      hashFallbackMs: HASH_FALLBACK_MS,
    } satisfies HeadScriptConfig)
  : '';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  // A page's address starts with its language (docs/decisions/0031); `/xx/…` is no page.
  if (params.lang !== undefined && !isLang(params.lang)) throw new Response(null, { status: 404 });
  const e = env();
  let footer: FooterEntity | null = null;
  try {
    footer = await cached('footer', () => cms().single('footer'));
  } catch (error) {
    // The shell still renders without the CMS footer (PRODUCT §8: logged only).
    console.error(`[root] footer unavailable: ${String(error)}`);
  }
  const headers = new Headers();
  const rootData: RootData = {
    lang: requestLang(request),
    footer,
    company: footer?.company_name || 'Nexalia Consulting',
    mediaBase: e.MEDIA_BASE_URL,
    siteUrl: e.SITE_URL,
    // After a plain form post, the page's address says what was sent (?sent=contact): no cookie.
    sent: readSentNotice(request),
    preview: currentPreview(),
    analytics: e.ANALYTICS && currentPreview() === null,
  };
  return withHeaders(rootData, { headers });
}

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  // A navigation into the other language (history, a link) brings its texts along (docs/decisions/0089).
  const lang = langOfPath(new URL(request.url).pathname);
  const [data] = await Promise.all([
    withBrowserCache('root', serverLoader),
    lang ? loadDictionary(lang).catch(() => undefined) : undefined,
  ]);
  return data;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang = data?.lang ?? 'en';
  const nonce = useNonce();
  const { pathname } = useLocation();
  // The page's own address (its language is in the path), without query: campaign and filter
  // parameters name no other page.
  // (The router reports the home page `/es/` as `/es`: its address keeps the slash.)
  const canonical = data ? `${data.siteUrl.replace(/\/$/, '')}${localPath(lang, pathname)}` : null;
  return (
    <html lang={lang} data-preview={data?.preview ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#0b1f4d" />
        <script
          nonce={nonce}
          // The browser's render has no text for it (HEAD_SCRIPT): the server's stays.
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script (HEAD_SCRIPT), no user data.
          dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }}
        />
        {/* Without scripts the fonts come as a plain stylesheet. */}
        <noscript>
          <link rel="stylesheet" href={fontsUrl} />
        </noscript>
        <Meta />
        {/* A preview is never indexed (the response also says so: X-Robots-Tag). */}
        {data?.preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        {/* Nor the page's address after a plain form post (?sent=…): its canonical is the page's own. */}
        {data?.sent && !data.preview ? <meta name="robots" content="noindex" /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        {data ? (
          <JsonLd
            data={organizationLd({ footer: data.footer, company: data.company, siteUrl: data.siteUrl, mediaBase: data.mediaBase, lang })}
          />
        ) : null}
        <Links />
      </head>
      <body>
        <LangProvider initial={lang}>
          <Shell data={data}>{children}</Shell>
        </LangProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const isFooter = (value: unknown): value is FooterEntity =>
  typeof value === 'object' && value !== null && typeof (value as { company_name?: unknown }).company_name === 'string';

/**
 * The page's own footer (PRODUCT §3: the `footer` relation of Home and Staffing), when the page's
 * entity in its loader data has one set; null means the site footer.
 */
function pageFooter(matches: readonly UIMatch[]): FooterEntity | null {
  for (const match of [...matches].reverse()) {
    if (match.id === 'root' || !match.data || typeof match.data !== 'object') continue;
    for (const entity of Object.values(match.data)) {
      const footer = entity && typeof entity === 'object' ? (entity as { footer?: unknown }).footer : null;
      if (isFooter(footer)) return footer;
    }
  }
  return null;
}

function Shell({ data, children }: { data: RootData | undefined; children: React.ReactNode }) {
  const { t } = useTranslation();
  const matches = useMatches();
  // Before the page's effects run: they may ask whether this is the document's first page.
  const locationKey = useLocation().key;
  notePageView(locationKey);
  const measure = data?.analytics;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each location shown (a new page view, deferred parts released).
  useEffect(() => {
    // Parts deferred until wanted (docs/decisions/0018) are built at once after a navigation.
    if (!isFirstPageView()) releaseDeferred();
    // Where the visit came from, kept for its forms on its first page view (docs/decisions/0011: no
    // cookie), and each page shown measured when measurement is on (docs/decisions/0041). Its code
    // is a chunk of its own: every page's first-load script carries only this import.
    import('./features/analytics/page-start').then(
      (start) => start.pageShown(measure),
      () => undefined,
    );
  }, [locationKey, measure]);
  useEffect(() => {
    let live = true;
    // The sections skipped until now get their layout back, one per task; then the parts deferred
    // until after the page (docs/decisions/0089) come and hydrate, each in a render of its own; then
    // the document is marked hydrated (client behaviours active, every section laid out); tests wait for it.
    const stop = layOutSkippedSections(() => {
      releaseAfterPage();
      void partsHydrated().then(() => {
        if (live) document.documentElement.dataset.hydrated = 'true';
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  useEffect(() => {
    // Each page's content is kept in the browser, replaced wholesale when new data arrives: in a task
    // of its own, after hydration's (serialising it is not free), and before the sections' layout ends.
    for (const m of matches) if (m.data) inNextTask(() => storeContent(m.id, m.data));
  }, [matches]);
  const company = data?.company ?? 'Nexalia Consulting';
  const ownFooter = pageFooter(matches);
  return (
    <>
      <Preloader />
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      {data?.preview ? <PreviewBanner mode={data.preview} /> : null}
      <Header logo={data?.footer?.logo_tramar} company={company} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer footer={ownFooter ?? data?.footer ?? null} company={ownFooter?.company_name || company} />
      <ScrollManager />
      <ChatWidget />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <section className="section container error-page">
      <h1>{t('errors.unavailable')}</h1>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('errors.retry')}
      </button>
    </section>
  );
}
