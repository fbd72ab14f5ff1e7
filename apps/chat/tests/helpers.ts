/** Shared helpers of the chat service tests: a service of our own per test file, CMS look-ups, a stand-in LLM. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatbotConversation } from '@site/content';
import { inject } from 'vitest';
import { loadConfig } from '../src/config';
import { startChatService } from '../src/server';

export const stack = () => inject('stack');

/** This CMS's chat-bot entry address: the only contextUrl the service accepts. */
export const contextUrl = () => `${stack().cmsUrl}/api/chat-bot`;

/** The bearer credential of the services these tests start (the site's proxy sends the stack's own). */
export const CHAT_TOKEN = 'test-chat-credential-0123456789';
export const chatAuth = { authorization: `Bearer ${CHAT_TOKEN}` };

/** A chat service on a free port against the test stack's CMS (generous rate limit unless overridden). */
export function startService(overrides: Record<string, string> = {}, options: Parameters<typeof startChatService>[1] = {}) {
  const s = stack();
  return startChatService(
    loadConfig({
      CHAT_HOST: '127.0.0.1',
      CHAT_PORT: '0',
      CMS_URL: s.cmsUrl,
      // The chat service's own CMS token (docs/decisions/0037).
      CMS_API_TOKEN: s.chatCmsToken,
      CHAT_API_TOKEN: CHAT_TOKEN,
      CHAT_RATE_LIMIT: '1000',
      ...overrides,
    }),
    options,
  );
}

interface Reply {
  status: number;
  body: {
    error?: string;
    choices?: Array<{ message?: { content?: string } }>;
    idConversation?: string;
    replyId?: string;
    stored?: boolean;
  };
  headers: Headers;
}

/**
 * POST a JSON value (or raw text) and read the JSON answer. Calls to a chat service of these tests
 * (`/api/Chat/Send|Conversation`) carry its bearer credential, as the site's proxy does.
 */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const auth = /\/api\/Chat\/(Send|Conversation)$/.test(new URL(url).pathname) ? chatAuth : {};
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Reply['body'] = {};
  try {
    json = JSON.parse(text) as Reply['body'];
  } catch {
    json = { error: `not JSON: ${text.slice(0, 200)}` };
  }
  return { status: res.status, body: json, headers: res.headers };
}

/** A valid /api/Chat/Send body. */
export function sendBody(
  messages: Array<{ role: string; content: string; id?: string; answered?: boolean }>,
  extra: Record<string, unknown> = {},
) {
  return { contextUrl: contextUrl(), message: JSON.stringify(messages), ...extra };
}

/** The content of the reply. */
export const contentOf = (r: Reply) => r.body.choices?.[0]?.message?.content ?? '';

/** Reads with the chat service's CMS token, as the service does (the site's cannot read conversations). */
export async function cms<T>(path: string): Promise<T> {
  const s = stack();
  const res = await fetch(`${s.cmsUrl}/api/${path}`, { headers: { authorization: `Bearer ${s.chatCmsToken}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every conversation record with this idConversation. */
export async function conversations(idConversation: string): Promise<ChatbotConversation[]> {
  const q = new URLSearchParams({ 'filters[idConversation][$eq]': idConversation });
  return (await cms<{ data: ChatbotConversation[] }>(`chatbot-conversations?${q}`)).data;
}

export interface StandIn {
  url: string;
  requests: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: unknown }>;
  close: () => Promise<void>;
}

/** A local OpenAI-compatible endpoint that records what it receives and answers as `respond` says. */
export async function standIn(respond: (res: ServerResponse, body: unknown) => void): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = Buffer.concat(chunks).toString('utf8');
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      respond(res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
