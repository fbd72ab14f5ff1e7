/**
 * Component tests (the Vitest `unit` project, happy-dom): renders a component as the site does —
 * inside a router whose root route has the root loader's data, under the language provider — with
 * no server. Test files only; nothing of the site imports this folder.
 */
import type { Lang } from '@site/content';
import { cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach } from 'vitest';
import { LangProvider } from '~/lib/lang';
import type { RootData } from '~/lib/root-data';

afterEach(() => cleanup());

const ROOT_DATA: RootData = {
  lang: 'en',
  footer: null,
  company: 'Nexalia Consulting',
  mediaBase: '',
  siteUrl: 'http://127.0.0.1',
  sent: null,
  preview: null,
};

/** Renders `Page` at `/` with the root loader's data (`root`) and the language `lang`. */
export function renderPage(Page: ComponentType, { lang = 'en', root = {} }: { lang?: Lang; root?: Partial<RootData> } = {}) {
  const rootData: RootData = { ...ROOT_DATA, lang, ...root };
  function Root() {
    return (
      <LangProvider initial={lang}>
        <Outlet />
      </LangProvider>
    );
  }
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: Root, loader: () => rootData, children: [{ index: true, Component: Page }] },
  ]);
  return render(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: rootData } }} />);
}
