/**
 * Server rendering (React Router's default Node entry) with the response's CSP nonce: on React's
 * own inline scripts (renderToPipeableStream `nonce`), on React Router's streamed data scripts
 * (`<ServerRouter nonce>`) and, through NonceContext, on the root layout's scripts.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import './i18n/dictionaries.server';
import { hasNativeLists, NativeListsContext } from './features/forms/native-lists';
import type { NativeLists } from './features/forms/options';
import { nativeLists } from './features/forms/options.server';
import { requestLang } from '~server/http/lang.server';
import { cspNonce, NonceContext } from './lib/nonce';
import { scriptsAfterPaintStream } from '~server/pages/scripts-after-paint.server';

export const streamTimeout = 5_000;

/**
 * The native selects' option lists of a page whose route has a plain HTML form (its `handle`), in the
 * page's language: written into the document's HTML only, never into its loader data (docs/decisions/0066).
 */
async function documentLists(request: Request, routerContext: EntryContext): Promise<NativeLists | null> {
  const matches = routerContext.staticHandlerContext.matches;
  const withForm = matches.some((m) => hasNativeLists(routerContext.routeModules[m.route.id]?.handle));
  return withForm ? nativeLists(requestLang(request)) : null;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = cspNonce(loadContext);
  const lists = await documentLists(request, routerContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <NativeListsContext.Provider value={lists}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NativeListsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // Completed Suspense boundaries stay inline, however large (React outlines those over 12.8 KB
        // behind a script that swaps them in): a deferred part's server HTML (the contact form, with
        // its country lists) must show and work without scripts (docs/decisions/0018).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // The page's scripts start after its first paint (docs/decisions/0028).
          const stream = createReadableStreamFromReadable(body.pipe(scriptsAfterPaintStream(nonce)));
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
