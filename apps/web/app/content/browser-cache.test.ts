import { beforeEach, describe, expect, it } from 'vitest';
import { readContent, withBrowserCache } from './browser-cache';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const status = (code: number) => () => Promise.reject(new Response(null, { status: code }));

describe('withBrowserCache', () => {
  beforeEach(() => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
  });

  it('stores fresh data under the route id and returns it', async () => {
    expect(await withBrowserCache('routes/home', async () => ({ title: 'Hola' }))).toEqual({ title: 'Hola' });
    expect(readContent('routes/home')).toEqual({ title: 'Hola' });
  });

  it('uses the stored copy when the server cannot be reached or answers 5xx', async () => {
    await withBrowserCache('routes/home', async () => ({ title: 'Hola' }));
    expect(await withBrowserCache('routes/home', offline)).toEqual({ title: 'Hola' });
    expect(await withBrowserCache('routes/home', status(503))).toEqual({ title: 'Hola' });
  });

  it("passes the server's own answers on (404, redirects): never a copy", async () => {
    await withBrowserCache('routes/blog-detail', async () => ({ key: '7', title: 'Post' }), '7');
    await expect(withBrowserCache('routes/blog-detail', status(404), '7')).rejects.toBeInstanceOf(Response);
    await expect(withBrowserCache('routes/blog-detail', status(302), '7')).rejects.toBeInstanceOf(Response);
  });

  it('with a key, only a copy of that same list page or entry', async () => {
    await withBrowserCache('routes/blog', async () => ({ key: 'page=2', items: [1] }), 'page=2');
    expect(await withBrowserCache('routes/blog', offline, 'page=2')).toEqual({ key: 'page=2', items: [1] });
    await expect(withBrowserCache('routes/blog', offline, 'page=3')).rejects.toThrow('Failed to fetch');
  });

  it('without any copy, the error', async () => {
    await expect(withBrowserCache('routes/about', offline)).rejects.toThrow('Failed to fetch');
  });

  it('treats route error responses by their status', async () => {
    await withBrowserCache('routes/about', async () => ({ title: 'Nosotros' }));
    // What React Router hands a clientLoader for a response thrown by the server's loader.
    const thrown = (code: number) => () => Promise.reject({ status: code, statusText: '', internal: false, data: null });
    expect(await withBrowserCache('routes/about', thrown(503))).toEqual({ title: 'Nosotros' });
    await expect(withBrowserCache('routes/about', thrown(404))).rejects.toMatchObject({ status: 404 });
  });
});
