/**
 * The answerer for any OpenAI-compatible chat-completions endpoint (OPENAI_API_KEY set): the CMS's
 * chat-bot Context as the system message, then the conversation. Upstream failures and time-outs
 * become a ChatError with a clear message (502 / 504); the key never leaves this server.
 */
import { type Answerer, type AnswerInput, ChatError } from './types';

export interface OpenAiOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  /** The assistant's context (PRODUCT §7: the chat-bot entry's Context), read when needed. */
  context: () => Promise<string>;
  fetch?: typeof fetch;
}

interface Completion {
  choices?: Array<{ message?: { content?: unknown } }>;
  error?: { message?: unknown } | string;
}

export function createOpenAiAnswerer(options: OpenAiOptions): Answerer {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'openai-compatible',
    async answer(input: AnswerInput): Promise<string> {
      const context = await options.context();
      const body = {
        model: options.model,
        messages: [{ role: 'system', content: context }, ...input.messages.map((m) => ({ role: m.role, content: m.content }))],
      };
      let res: Response;
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new ChatError(504, `The assistant provider did not answer within ${Math.round(options.timeoutMs / 100) / 10} s.`);
        }
        throw new ChatError(
          502,
          `The assistant provider could not be reached (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
      let json: Completion | null = null;
      try {
        json = (await res.json()) as Completion;
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new ChatError(504, `The assistant provider did not answer within ${Math.round(options.timeoutMs / 100) / 10} s.`);
        }
        json = null;
      }
      if (!res.ok) {
        const detail =
          typeof json?.error === 'string' ? json.error : typeof json?.error?.message === 'string' ? json.error.message : res.statusText;
        throw new ChatError(
          502,
          `The assistant provider returned an error (HTTP ${res.status}${detail ? `: ${String(detail).slice(0, 200)}` : ''}).`,
        );
      }
      const content = json?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) {
        throw new ChatError(502, 'The assistant provider returned a response without a message.');
      }
      return content;
    },
  };
}
