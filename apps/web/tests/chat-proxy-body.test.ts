/**
 * The site's /api/chat proxy refuses bodies it must not relay (the shared body reader): 415 for a
 * content type other than JSON (or sendBeacon's text/plain), 413 over 512 KB whether the length is
 * declared or streamed, 400 for no body; a refused request leaves the site serving.
 */
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const url = `${stack.webUrl}/api/chat`;

async function post(body: string, type: string): Promise<{ status: number; error: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
  const json = (await res.json().catch(() => ({}))) as { error?: string };
  return { status: res.status, error: json.error ?? '' };
}

describe('/api/chat body checks', () => {
  it('another content type → 415 with a clear error', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html']) {
      const { status, error } = await post('{"message":"hola"}', type);
      expect(status, type).toBe(415);
      expect(error).toMatch(/Send JSON/);
    }
  });

  it('a declared body over 512 KB → 413', async () => {
    const { status, error } = await post(JSON.stringify({ message: 'x'.repeat(600 * 1024) }), 'application/json');
    expect(status).toBe(413);
    expect(error).toMatch(/larger than 524288 bytes/);
  });

  it('a streamed (chunked) body over 512 KB → 413', async () => {
    const bytes = Buffer.from(JSON.stringify({ message: 'x'.repeat(600 * 1024) }));
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      // The server may answer before the whole body is sent: the client's write side may then fail.
      req.on('error', (error) => setTimeout(() => reject(error), 2000));
      for (let i = 0; i < bytes.length; i += 16384) req.write(bytes.subarray(i, i + 16384));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('malformed JSON → 400, and the site keeps serving', async () => {
    const { status, error } = await post('{"message": ', 'application/json');
    expect(status).toBe(400);
    expect(error).toMatch(/not valid JSON/);
    expect((await fetch(`${stack.webUrl}/healthz`)).status).toBeLessThan(500);
  });
});
