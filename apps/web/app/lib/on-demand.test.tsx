// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand, type OnDemand } from './on-demand';

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

function Host({ part, wanted }: { part: OnDemand<{ name: string }>; wanted: boolean }) {
  const Loaded = useOnDemand(part, wanted);
  return Loaded ? <Loaded name="ana" /> : <p>nothing yet</p>;
}

/** An importer the test resolves or rejects by hand, counting its calls. */
function controlled() {
  const calls: Array<{ resolve: () => void; reject: () => void }> = [];
  const importer = () =>
    new Promise<{ default: typeof Hello }>((resolve, reject) => {
      calls.push({ resolve: () => resolve({ default: Hello }), reject: () => reject(new Error('offline')) });
    });
  return { importer, calls };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('onDemand (a chunk drawn by a state update once it has arrived, no Suspense)', () => {
  it('fetches nothing until wanted, then draws the component as soon as the code arrives', async () => {
    const { importer, calls } = controlled();
    const part = onDemand(importer);
    const { rerender } = render(<Host part={part} wanted={false} />);
    expect(calls).toHaveLength(0);
    rerender(<Host part={part} wanted />);
    expect(calls).toHaveLength(1);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    await act(async () => calls[0]?.resolve());
    expect(screen.getByText('hello ana')).toBeTruthy();
  });

  it('draws at once, in its first render, when the code was fetched before (load)', async () => {
    const { importer, calls } = controlled();
    const part = onDemand(importer);
    const loading = part.load();
    calls[0]?.resolve();
    await loading;
    render(<Host part={part} wanted />);
    expect(screen.getByText('hello ana')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('a failed fetch is logged and tried again on the next use', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { importer, calls } = controlled();
    const part = onDemand(importer);
    const first = render(<Host part={part} wanted />);
    await act(async () => calls[0]?.reject());
    expect(errors).toHaveBeenCalledOnce();
    expect(screen.getByText('nothing yet')).toBeTruthy();
    first.unmount();
    render(<Host part={part} wanted />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve());
    expect(screen.getByText('hello ana')).toBeTruthy();
  });
});
