// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Sections, whenSectionsHydrated } from './sections';

/** A section that notes when its own effects run (its hydration). */
function Noted({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
  }, [name, log]);
  return <section>{name}</section>;
}

/** Notes when the shell (outside the sections) has hydrated and asks to be told when the sections have. */
function Page({ log }: { log: string[] }) {
  useEffect(() => {
    log.push('shell');
    whenSectionsHydrated(() => log.push('all sections'));
  }, [log]);
  return (
    <main>
      <Sections>
        <Noted name="one" log={log} />
        <Noted name="two" log={log} />
      </Sections>
    </main>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('Sections (each section hydrated apart, docs/decisions/0060)', () => {
  it('the server renders every section inline, each in a boundary of its own', () => {
    const html = renderToString(<Page log={[]} />);
    expect(html).toContain('<section>one</section>');
    expect(html).toContain('<section>two</section>');
    // One completed Suspense boundary (<!--$-->…<!--/$-->) per section.
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
  });

  it('hydrates the shell first and each section after it; "all sections" only once both are', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page log={[]} />);
    document.body.append(container);
    const log: string[] = [];
    await act(async () => {
      hydrateRoot(container, <Page log={log} />);
    });
    expect(log).toEqual(['shell', 'one', 'two', 'all sections']);
    // The server HTML was kept (no mismatch, no re-render from scratch).
    expect(container.querySelectorAll('section')).toHaveLength(2);
  });

  it('in a client render (a navigation) the sections commit with the page: "all sections" at once', () => {
    const log: string[] = [];
    render(<Page log={log} />);
    expect(log).toEqual(['one', 'two', 'shell', 'all sections']);
  });
});
