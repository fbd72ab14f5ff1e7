/**
 * The security suite (docs/decisions/0008): probes the running stack from outside, as a penetration tester
 * would — the site's headers and CSP, the media proxy, the CMS's anonymous surface, cross-site
 * requests to the site, the chat service's credential and conversation binding, and the document
 * request's abuse limits. Every request it makes counts as a probe; the total is printed at the end.
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, ROOT, stopProcess } from '../../scripts/lib/stack';
import { parseMail, type SiteProcess, startSite } from '../../apps/web/tests/forms-site';

const stack = inject('stack');
let probes = 0;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One raw HTTP request (the path is sent exactly as given: no URL normalisation). */
function raw(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  probes += 1;
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: init.method ?? 'GET', path, headers: init.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${path}`)));
    if (init.body) req.write(init.body);
    req.end();
  });
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

afterAll(() => {
  console.log(`security suite: ${probes} probes`);
});

describe('site headers', () => {
  it('every page has a CSP with a per-response nonce or the hashes of its inline scripts (no unsafe-inline script), object-src none, base-uri, frame-ancestors, form-action', async () => {
    // A page rendered for this response carries a fresh nonce; a page from the page cache
    // (docs/decisions/0020, docs/decisions/0021) carries no nonce at all, and its CSP lists the SHA-256 of each of
    // its inline scripts. Either way every inline script is allowed by name, and no nonce is ever
    // sent twice.
    const nonces = new Set<string>();
    let nonceResponses = 0;
    let hashResponses = 0;
    const paths = ['/en/', '/en/nosotros', '/es/blog', '/es/casos-de-exito', '/en/download', '/en/no-such-page'];
    // The same pages again with a returning visitor's cookies: served from the page cache.
    const cookie = { cookie: 'lang=es; _other=1' };
    for (const [path, headers] of [
      ...paths.map((p) => [p, {}] as const),
      ...paths.flatMap((p) => [[p, cookie] as const, [p, cookie] as const]),
    ]) {
      const res = await raw(stack.webUrl, path, { headers });
      const csp = String(res.headers['content-security-policy'] ?? '');
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      const scriptSrc = directives.get('script-src') ?? [];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toContain("'unsafe-eval'");
      const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(directives.get('object-src'), path).toEqual(["'none'"]);
      expect(directives.get('base-uri'), path).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(directives.get('form-action'), path).toEqual(["'self'"]);
      expect(directives.get('default-src'), path).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Every inline script of the page carries this response's nonce, or its hash is listed (JSON-LD is data, not script).
      for (const [, attrs = '', body = ''] of res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
        if (nonce) expect(attrs, `${path}: ${attrs}`).toContain(`nonce="${nonce}"`);
        else {
          const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
          expect(scriptSrc, `${path}: ${body.slice(0, 80)}`).toContain(hash);
        }
      }
      if (nonce) {
        nonceResponses += 1;
        nonces.add(nonce);
      } else {
        hashResponses += 1;
        expect(res.body, path).not.toMatch(/\snonce="/);
        expect(scriptSrc.filter((v) => v.startsWith("'sha256-")).length, path).toBeGreaterThan(0);
      }
      // No inline event handler attributes (script-src-attr 'none' would block them).
      expect(res.body, path).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
    expect(nonces.size).toBe(nonceResponses);
    expect(hashResponses).toBeGreaterThan(0);
  });

  it("every response carries the page's security headers: the bare address's language redirect too, and HSTS on it when enabled", async () => {
    const SECURITY = [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
      'content-security-policy',
    ];
    const page = await raw(stack.webUrl, '/en/');
    expect(page.status).toBe(200);
    for (const path of ['/', '/?lang=en', '/nosotros', '/download?x=1']) {
      const res = await raw(stack.webUrl, path);
      expect(res.status, path).toBeGreaterThanOrEqual(301);
      expect(res.status, path).toBeLessThanOrEqual(308);
      // The same values as a page's; the policy of a body-less answer lets it load nothing (below).
      for (const name of SECURITY.filter((n) => n !== 'content-security-policy')) {
        expect(page.headers[name], name).toBeTruthy();
        expect(res.headers[name], `${path}: ${name}`).toBe(page.headers[name]);
      }
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(csp, path).toContain("default-src 'none'");
    }
    const site = await startSite(stack, { HSTS: 'on' });
    try {
      const res = await raw(site.url, '/');
      expect(res.status).toBe(302);
      expect(String(res.headers['strict-transport-security'] ?? '')).toMatch(/max-age=\d{8}/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await site.stop();
    }
  }, 120_000);

  it('no HSTS over http; at least a year when enabled (HSTS=on, or production with an https SITE_URL)', async () => {
    const plain = await raw(stack.webUrl, '/en/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const site = await startSite(stack, { HSTS: 'on' });
    try {
      const res = await raw(site.url, '/healthz');
      const hsts = String(res.headers['strict-transport-security'] ?? '');
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    } finally {
      await site.stop();
    }
  }, 120_000);
});

describe('media proxy', () => {
  const TRAVERSALS = [
    '/uploads/%2e%2e/api/chat-bot',
    '/uploads/.%2e/api/chat-bot',
    '/uploads/%2e./api/chat-bot',
    '/uploads/%2E%2E/admin',
    '/uploads/x/%2e%2e/%2e%2e/api/chat-bot',
    '/uploads/..%2fapi%2fchat-bot',
    '/uploads/%2e%2e%2fapi%2fchat-bot',
    '/uploads/%252e%252e/api/chat-bot',
    '/uploads/%252e%252e%252fapi%252fchat-bot',
    '/uploads/%252E%252E%255Capi%255Cchat-bot',
    '/uploads/..%5capi%5cchat-bot',
    '/uploads/%5c..%5capi%5cchat-bot',
    '/uploads/..\\api\\chat-bot',
    '/uploads/%c0%ae%c0%ae/api/chat-bot',
    '/uploads/%c0%ae%c0%ae%c0%afapi%c0%afchat-bot',
    '/uploads/%e0%80%ae%e0%80%ae/api/chat-bot',
    '/uploads/%u002e%u002e/api/chat-bot',
    '/uploads/..;/api/chat-bot',
    '/uploads/;/../api/chat-bot',
    '/uploads/x.png;/../../api/chat-bot',
    '/uploads/%2e%2e%3b/api/chat-bot',
    '/uploads/../api/chat-bot',
    '/uploads/./../api/chat-bot',
    '/uploads/....//api/chat-bot',
    '/uploads/..%00/api/chat-bot',
    '/uploads/%00../api/chat-bot',
    '/uploads/%2e%2e%2f%2e%2e%2fadmin',
    '/uploads/.htaccess',
    '/uploads//etc/passwd',
    '/uploads/%2fetc%2fpasswd',
    '/uploads/x.png%3f/../../api/chat-bot',
    '/uploads/x.png%23/../../admin',
  ];

  it(`refuses ${TRAVERSALS.length} encoded traversal paths before reaching the CMS`, async () => {
    for (const path of TRAVERSALS) {
      const res = await raw(stack.webUrl, path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body, path).not.toMatch(/"Context"|"data"|strapi/i);
    }
  });

  it('still serves a real upload (with no page CSP in the way of the PDF viewer)', async () => {
    const res = await fetch(`${stack.cmsUrl}/api/success-case-cards?populate[0]=pdf_en&pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${stack.siteToken}` },
    });
    probes += 1;
    const url = ((await res.json()) as { data: Array<{ pdf_en?: { url: string } | null }> }).data[0]?.pdf_en?.url ?? '';
    expect(url).toMatch(/^\/uploads\/[^/]+\.pdf$/);
    const file = await raw(stack.webUrl, url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CMS', () => {
  it('answers anonymous callers nothing: pages, lists, the assistant context, the inboxes, users', async () => {
    for (const path of [
      'home',
      'blog-cards',
      'footer',
      'chat-bot',
      'download-cards',
      'success-case-cards',
      'contacts',
      'users',
      'users/me',
    ]) {
      const res = await raw(stack.cmsUrl, `/api/${path}`);
      expect([401, 403], path).toContain(res.status);
      expect(res.body, path).not.toMatch(/"Context"/);
    }
  });

  it('has registration and the unused auth routes off', async () => {
    const user = { username: `probe${Date.now()}`, email: `probe.${Date.now()}@example.com`, password: 'Probe-password-123' };
    const register = await raw(stack.cmsUrl, '/api/auth/local/register', json(user));
    expect([401, 403, 404, 405]).toContain(register.status);
    expect(register.body).not.toMatch(/"jwt"/);
    for (const [path, body] of [
      ['/api/auth/local', { identifier: user.email, password: user.password }],
      ['/api/auth/forgot-password', { email: user.email }],
      ['/api/auth/reset-password', { code: 'x', password: 'y', passwordConfirmation: 'y' }],
      ['/api/auth/send-email-confirmation', { email: user.email }],
    ] as const) {
      const res = await raw(stack.cmsUrl, path, json(body));
      expect([401, 403, 404, 405], path).toContain(res.status);
    }
    for (const path of ['/api/auth/email-confirmation?confirmation=x', '/api/connect/github', '/api/users-permissions/roles']) {
      const res = await raw(stack.cmsUrl, path);
      expect([401, 403, 404], path).toContain(res.status);
    }
  });

  it("allows CORS for the site's origin only", async () => {
    const preflight = (origin: string) =>
      raw(stack.cmsUrl, '/api/home', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const site = new URL(stack.webUrl).origin;
    const own = await preflight(site);
    expect(own.headers['access-control-allow-origin']).toBe(site);
    const simple = await raw(stack.cmsUrl, '/api/home', { headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the admin does not open with the formerly documented default password', async () => {
    const res = await raw(stack.cmsUrl, '/admin/login', json({ email: 'admin@example.com', password: 'ChangeMe-2014' }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toMatch(/"token"/);
    const stored = JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8')) as { ADMIN_PASSWORD?: string };
    expect(stored.ADMIN_PASSWORD?.length ?? 0).toBeGreaterThanOrEqual(20);
  });

  it('refuses to start in production without explicit secrets', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cms-nosecrets-'));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', CMS_DATA_DIR: dataDir, CMS_PORT: '0', CMS_SEED: 'false' };
    for (const k of [
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'SITE_API_TOKEN',
      'WEBHOOK_SECRET',
    ])
      delete env[k];
    probes += 1;
    const output = await new Promise<{ code: number | null; text: string }>((resolve) => {
      const child = spawn(join(ROOT, 'apps/cms/node_modules/.bin/strapi'), ['start'], { cwd: join(ROOT, 'apps/cms'), env });
      let text = '';
      child.stdout.on('data', (c: Buffer) => {
        text += c.toString();
      });
      child.stderr.on('data', (c: Buffer) => {
        text += c.toString();
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 170_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, text });
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(output.code).not.toBe(0);
    expect(output.text).toMatch(/Refusing to start in production without explicit secrets/);
    expect(output.text).toMatch(/APP_KEYS/);
  }, 180_000);
});

describe('privacy', () => {
  /** A CMS of its own (empty, no admin panel) on `dataDir`, with every secret explicit; resolves once it answers. */
  async function startCms(dataDir: string, extra: Record<string, string>) {
    const port = await freePort();
    mkdirSync(join(dataDir, 'public', 'uploads'), { recursive: true });
    const secrets = JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    const child = spawn(join(ROOT, 'apps/cms/node_modules/.bin/strapi'), ['start'], {
      cwd: join(ROOT, 'apps/cms'),
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        ...secrets,
        NODE_ENV: 'production',
        CMS_HOST: '127.0.0.1',
        CMS_PORT: String(port),
        CMS_DATA_DIR: dataDir,
        CMS_PUBLIC_DIR: join(dataDir, 'public'),
        CMS_SEED: 'false',
        CMS_SERVE_ADMIN: 'false',
        SITE_WEBHOOK_URLS: '',
        STRAPI_TELEMETRY_DISABLED: 'true',
        ...extra,
      },
    });
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 300; i++) {
      const up = await fetch(`${url}/_health`).then(
        (r) => r.status < 500,
        () => false,
      );
      // The chat service's token: it stores and reads conversations (docs/decisions/0037).
      if (up) return { url, token: secrets.CHAT_SERVICE_API_TOKEN ?? '', stop: () => stopProcess(child) };
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await stopProcess(child);
    throw new Error('the CMS did not start');
  }

  it('the visitor IP of a chat conversation is erased after CHAT_IP_RETENTION_DAYS', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cms-privacy-'));
    try {
      const first = await startCms(dataDir, {});
      const auth = { authorization: `Bearer ${first.token}`, 'content-type': 'application/json' };
      const idConversation = randomUUID();
      try {
        probes += 1;
        const created = await fetch(`${first.url}/api/chatbot-conversations`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ data: { idConversation, userIP: '203.0.113.9', Conversation: [], language: 'en' } }),
        });
        expect(created.status).toBe(201);
      } finally {
        await first.stop();
      }
      // Restarted with a retention of 0 days: the start-up sweep erases every older address.
      const second = await startCms(dataDir, { CHAT_IP_RETENTION_DAYS: '0' });
      try {
        await new Promise((r) => setTimeout(r, 1000));
        probes += 1;
        const res = await fetch(`${second.url}/api/chatbot-conversations?filters[idConversation][$eq]=${idConversation}`, {
          headers: { authorization: `Bearer ${second.token}` },
        });
        const [record] = ((await res.json()) as { data: Array<{ userIP: string | null }> }).data;
        expect(record).toBeTruthy();
        expect(record?.userIP ?? '').toBe('');
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('site endpoints refuse cross-site requests', () => {
  const ENDPOINTS: Array<[string, string, string]> = [
    ['/api/chat', 'text/plain', JSON.stringify({ message: JSON.stringify([{ role: 'user', content: 'hi' }]) })],
    ['/api/chat', 'application/json', JSON.stringify({ message: JSON.stringify([{ role: 'user', content: 'hi' }]) })],
    ['/api/chat/conversation', 'text/plain', JSON.stringify({ idConversation: randomUUID(), entries: [] })],
    ['/api/contact', 'text/plain', '{}'],
    ['/api/lead', 'application/x-www-form-urlencoded', 'name=x'],
    ['/api/download-request', 'multipart/form-data; boundary=x', '--x--'],
    ['/?index', 'application/x-www-form-urlencoded', 'intent=contact'],
    ['/download', 'application/x-www-form-urlencoded', 'intent=lead'],
  ];
  const ATTACKS: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'https://sub.127.0.0.1.example' },
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
  ];

  it(`refuses ${ENDPOINTS.length * ATTACKS.length} cross-site posts with 403 and a reason, whatever the content type`, async () => {
    for (const [path, type, body] of ENDPOINTS) {
      for (const attack of ATTACKS) {
        const res = await raw(stack.webUrl, path, { method: 'POST', headers: { 'content-type': type, ...attack }, body });
        expect(res.status, `${path} ${JSON.stringify(attack)}`).toBe(403);
        expect(res.body).toMatch(/Cross-site request refused/);
      }
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await raw(stack.webUrl, '/api/contact', { method, headers: { origin: 'https://evil.example' } });
      expect(res.status, method).toBe(403);
    }
  });

  it('lets same-origin browser posts and server-to-server calls through', async () => {
    const own = new URL(stack.webUrl).origin;
    const sameOrigin = await raw(stack.webUrl, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: own, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(sameOrigin.status).toBe(400);
    const server = await raw(stack.webUrl, '/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(server.status).toBe(400);
    const navigation = await raw(stack.webUrl, '/en/', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(navigation.status).toBe(200);
  });
});

describe('chat service', () => {
  const send = (extra: Record<string, unknown> = {}) => ({
    contextUrl: `${stack.cmsUrl}/api/chat-bot`,
    message: JSON.stringify([{ id: 'p1', role: 'user', content: 'What is C3?' }]),
    ...extra,
  });

  it('requires the bearer credential the site holds', async () => {
    const wrong: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${stack.siteToken}` },
      { authorization: stack.chatToken },
    ];
    for (const headers of wrong) {
      for (const path of ['/api/Chat/Send', '/api/Chat/Conversation']) {
        const res = await raw(stack.chatUrl, path, json(send({ idConversation: randomUUID(), entries: [] }), headers));
        expect(res.status, `${path} ${Object.keys(headers).join()}`).toBe(401);
      }
    }
    const ok = await raw(stack.chatUrl, '/api/Chat/Send', json(send(), { authorization: `Bearer ${stack.chatToken}` }));
    expect(ok.status).toBe(200);
  });

  it('a conversation can be appended only by the visitor who started it, through the site', async () => {
    const id = randomUUID();
    const message = (content: string, n: string) => JSON.stringify([{ id: n, role: 'user', content }]);
    const first = await raw(stack.webUrl, '/api/chat', json({ message: message('What is C3?', 'v1'), idConversation: id, language: 'en' }));
    expect(first.status).toBe(200);
    const setCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    const cookie = setCookie.find((c) => c.startsWith(`chat_${id}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const visitor = cookie.split(';')[0] ?? '';

    const intruders: Array<Record<string, string>> = [{}, { cookie: `chat_${id}=forged` }, { cookie: `chat_${randomUUID()}=x` }];
    for (const headers of intruders) {
      const chat = await raw(stack.webUrl, '/api/chat', json({ message: message('Injected', 'x1'), idConversation: id }, headers));
      expect(chat.status, JSON.stringify(headers)).toBe(403);
      const beacon = await raw(stack.webUrl, '/api/chat/conversation', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...headers },
        body: JSON.stringify({ idConversation: id, entries: [{ id: 'x2', role: 'user', content: 'Injected' }] }),
      });
      expect(beacon.status, JSON.stringify(headers)).toBe(403);
    }
    const again = await raw(
      stack.webUrl,
      '/api/chat',
      json({ message: message('And SAP?', 'v2'), idConversation: id }, { cookie: visitor }),
    );
    expect(again.status).toBe(200);
    const res = await fetch(`${stack.cmsUrl}/api/chatbot-conversations?filters[idConversation][$eq]=${id}`, {
      headers: { authorization: `Bearer ${stack.chatCmsToken}` },
    });
    probes += 1;
    const [record] = ((await res.json()) as { data: Array<{ Conversation: Array<{ id: string; message: string }> }> }).data;
    expect(record?.Conversation.map((e) => e.message)).not.toContain('Injected');
    expect(record?.Conversation.map((e) => e.id)).toContain('v2');
  });
});

describe('document requests', () => {
  let site: SiteProcess;
  let outbox: string;
  let card = 0;

  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'security-outbox-'));
    site = await startSite(stack, {
      OUTBOX_DIR: outbox,
      DOWNLOAD_LIMIT_PER_EMAIL: '2',
      DOWNLOAD_LIMIT_PER_IP: '4',
      FORMS_RATE_LIMIT_MAX: '1000',
    });
    const res = await fetch(`${stack.cmsUrl}/api/download-cards?pagination[pageSize]=1&sort[0]=id:asc`, {
      headers: { authorization: `Bearer ${stack.siteToken}` },
    });
    card = ((await res.json()) as { data: Array<{ id: number }> }).data[0]?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  const request = (email: string, extra: Record<string, unknown> = {}) =>
    raw(site.url, '/api/download-request', json({ card, email, language: 'en', website: '', submission_id: randomUUID(), ...extra }));

  it('sends at most a few documents per address and per IP a day (429 beyond), and retries cost nothing', async () => {
    const victim = `victim.${randomUUID().slice(0, 6)}@example.com`;
    const retried = randomUUID();
    expect((await request(victim, { submission_id: retried })).status).toBe(200);
    expect((await request(victim, { submission_id: retried })).status).toBe(200);
    expect((await request(victim)).status).toBe(200);
    const third = await request(victim);
    expect(third.status).toBe(429);
    expect(third.body).toMatch(/e-mail address/);
    expect((await request(`other.${randomUUID().slice(0, 6)}@example.com`)).status).toBe(200);
    expect((await request(`other.${randomUUID().slice(0, 6)}@example.com`)).status).toBe(200);
    const network = await request(`other.${randomUUID().slice(0, 6)}@example.com`);
    expect(network.status).toBe(429);
    expect(network.body).toMatch(/network/);
  });

  it('the e-mail carries no visitor-written text', async () => {
    const spam = 'Cheap pills at spam dot example';
    // A fresh IP budget: another site server (the limit above is spent).
    const other = await startSite(stack, { OUTBOX_DIR: outbox });
    try {
      const submission = randomUUID();
      const res = await raw(
        other.url,
        '/api/download-request',
        json({
          card,
          email: `reader.${randomUUID().slice(0, 6)}@example.com`,
          user_name: spam,
          language: 'en',
          website: '',
          submission_id: submission,
        }),
      );
      expect(res.status).toBe(200);
      const file = readdirSync(outbox).find((f) => f.includes(submission));
      expect(file).toBeTruthy();
      const mail = parseMail(readFileSync(join(outbox, file ?? ''), 'utf8'));
      expect(mail.text).toMatch(/Hello,/);
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/Cheap pills|spam dot example/);
    } finally {
      await other.stop();
    }
  }, 120_000);
});
