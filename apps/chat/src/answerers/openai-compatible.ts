/**
 * The answerer for any OpenAI-compatible chat-completions endpoint (OPENAI_API_KEY set): the CMS's
 * chat-bot Context (with the editors' pairs) as the system message, then the passages of the site the
 * built-in retrieval finds for the question, with the rule to answer only from them (docs/decisions/0040),
 * then the conversation. Upstream failures and time-outs become a ChatError with a clear message
 * (502 / 504), which the service answers with the built-in answer instead; the key never leaves this server.
 */
import { HOME_ANCHORS, type Lang, localPath } from '@site/content';
import { CHAT_STREAM_TYPE, isEventStream, readEventStream } from '@site/content/chat';
import { type Answerer, type AnswerInput, type AnswerRecord, ChatError } from './types';

/** A passage of the site for the model: its page's address in the visitor's language, title and text. */
interface GroundingPassage {
  /** The page's path in the index (`/servicio-sap`), the answer record's page. */
  path: string;
  href: string;
  label: string;
  heading: string;
  text: string;
}

const LANGUAGE_NAME: Record<Lang, string> = { es: 'Spanish', en: 'English' };

/** The part of the system message after the Context: the site's passages and how to use them. */
function groundingPrompt(lang: Lang, passages: GroundingPassage[]): string {
  const contact = localPath(lang, HOME_ANCHORS.contact);
  const found = passages.length
    ? passages
        .map((p, i) => `[${i + 1}] ${p.label}${p.heading && p.heading !== p.label ? ` — ${p.heading}` : ''} (${p.href})\n${p.text}`)
        .join('\n\n')
    : '(none: nothing on the site matches this question)';
  return [
    `SITE PASSAGES (what the site's pages say about the visitor's last question, each with its page address)`,
    found,
    'RULES',
    `- Answer only from the Context above, the questions and answers, and these passages; never from general knowledge.`,
    `- Cite the page you answer from as a markdown link [title](address), with the address exactly as given above.`,
    `- Link only to the site's own pages (addresses starting with /); never to another site.`,
    `- When they do not answer the question (for example, it is not about the firm), say politely that you cannot help with that here and offer the contact form: [${lang === 'es' ? 'formulario de contacto' : 'contact form'}](${contact}). Do not link any other page then.`,
    `- Answer in ${LANGUAGE_NAME[lang]}, briefly.`,
  ].join('\n\n');
}

interface OpenAiOptions {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs: number;
  /** The assistant's context (PRODUCT §7: the chat-bot entry's Context), read when needed. */
  context: () => Promise<string>;
  /** The site's passages for the conversation, in the visitor's language (the built-in retrieval). */
  ground?: (input: AnswerInput) => Promise<{ lang: Lang; passages: GroundingPassage[] }>;
  fetch?: typeof fetch;
}

interface Completion {
  choices?: Array<{ message?: { content?: unknown } }>;
  error?: { message?: unknown } | string;
}

/** One piece of a streamed completion (`data:` of the provider's event stream). */
interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown } }>;
  error?: { message?: unknown } | string;
}

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export function createOpenAiAnswerer(options: OpenAiOptions): Answerer {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  const late = () => new ChatError(504, `The assistant provider did not answer within ${Math.round(options.timeoutMs / 100) / 10} s.`);

  /** The provider's answer to the conversation; streamed to `onDelta` when given (docs/decisions/0087). */
  async function complete(input: AnswerInput, onDelta?: (text: string) => void): Promise<AnswerRecord> {
    const context = await options.context();
    const grounding = options.ground ? await options.ground(input) : null;
    const system = grounding ? `${context}\n\n${groundingPrompt(grounding.lang, grounding.passages)}` : context;
    const body = {
      model: options.model,
      messages: [{ role: 'system', content: system }, ...input.messages.map((m) => ({ role: m.role, content: m.content }))],
      ...(onDelta ? { stream: true } : {}),
    };
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: onDelta ? `${CHAT_STREAM_TYPE}, application/json` : 'application/json',
          authorization: `Bearer ${options.apiKey}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (isTimeout(error)) throw late();
      throw new ChatError(502, `The assistant provider could not be reached (${error instanceof Error ? error.message : String(error)}).`);
    }
    let content: unknown;
    if (onDelta && res.ok && res.body && isEventStream(res.headers.get('content-type'))) {
      content = await readStream(res.body, onDelta);
    } else {
      let json: Completion | null = null;
      try {
        json = (await res.json()) as Completion;
      } catch (error) {
        if (isTimeout(error)) throw late();
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
      content = json?.choices?.[0]?.message?.content;
      // A provider that answers a stream request at once: the whole answer is its one piece.
      if (onDelta && typeof content === 'string' && content.trim()) onDelta(content);
    }
    if (typeof content !== 'string' || !content.trim()) {
      throw new ChatError(502, 'The assistant provider returned a response without a message.');
    }
    // Answered when the site had passages to ground it in (the model is told to decline otherwise); its
    // page, the first of them the answer links to (else the first passage's).
    const passages = grounding?.passages ?? [];
    const text = content;
    const linked = passages.find((p) => text.includes(`(${p.href})`)) ?? passages[0];
    return {
      text,
      lang: grounding?.lang ?? input.language,
      page: linked?.path ?? null,
      source: 'model',
      answered: passages.length > 0,
    };
  }

  /** The text of a streamed completion, each piece handed on as it arrives, until `[DONE]`. */
  async function readStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void): Promise<string> {
    let text = '';
    let done = false;
    try {
      for await (const event of readEventStream(body)) {
        if (event.data.trim() === '[DONE]') {
          done = true;
          break;
        }
        let chunk: CompletionChunk;
        try {
          chunk = JSON.parse(event.data) as CompletionChunk;
        } catch {
          throw new ChatError(502, 'The assistant provider streamed something that is not JSON.');
        }
        if (chunk.error) {
          const detail = typeof chunk.error === 'string' ? chunk.error : String(chunk.error.message ?? '');
          throw new ChatError(502, `The assistant provider failed while streaming (${detail.slice(0, 200)}).`);
        }
        const piece = chunk.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece) {
          text += piece;
          onDelta(piece);
        }
      }
    } catch (error) {
      if (error instanceof ChatError) throw error;
      if (isTimeout(error)) throw late();
      throw new ChatError(502, `The assistant provider's stream broke off (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (!done) throw new ChatError(502, 'The assistant provider ended its stream before [DONE].');
    return text;
  }

  return {
    name: 'openai-compatible',
    answer: (input) => complete(input),
    stream: (input, onDelta) => complete(input, onDelta),
  };
}
