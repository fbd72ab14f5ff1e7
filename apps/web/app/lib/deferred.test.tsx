// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Deferred, deferred, partsHydrated, releaseAfterPage } from './deferred';

function Section({ name }: { name: string }) {
  return (
    <section>
      <h2 id={`${name}-title`}>{name}</h2>
    </section>
  );
}

/** A part whose code the test hands over by hand, counting the fetches. */
function controlled(name: string) {
  const calls: Array<() => void> = [];
  const part = deferred(
    () =>
      new Promise<typeof Section>((resolve) => {
        calls.push(() => resolve(Section));
      }),
    () => `${name}-title`,
    { after: 'page' },
  );
  return { part, calls };
}

afterEach(() => cleanup());

describe('deferred parts wanted after the page (docs/decisions/0089)', () => {
  it('count as hydrated only once drawn', async () => {
    const { part, calls } = controlled('partners');
    let hydrated = false;
    render(<Deferred part={part} props={{ name: 'partners' }} />);
    void partsHydrated().then(() => {
      hydrated = true;
    });
    // (A client render has no server HTML to keep: the part's code is fetched at once; the release
    // after the page is e2e-tested, home.spec and lists-downloads-insights.spec wait for data-hydrated.)
    await act(async () => releaseAfterPage());
    expect(calls).toHaveLength(1);
    expect(hydrated).toBe(false);
    expect(screen.queryByText('partners')).toBeNull();
    await act(async () => {
      for (const resolve of calls) resolve();
    });
    expect(screen.getByText('partners')).toBeTruthy();
    await act(async () => undefined);
    expect(hydrated).toBe(true);
  });

  it('resolves at once when no part waits', async () => {
    await expect(partsHydrated()).resolves.toBeUndefined();
  });
});
