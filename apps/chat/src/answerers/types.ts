import type { Lang } from '@site/content';
import type { ChatAnswer } from '@site/content/chat';

/** One message of the conversation as the answerers see it (PRODUCT §3: role user or assistant, content). */
interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerInput {
  /** The conversation so far; the last message is the visitor's question. */
  messages: ChatMessage[];
  /** The widget's language (first two letters of the browser language), a hint for the answer's language. */
  language: Lang;
}

/** What an answerer says for one turn (the contract's ChatAnswer less what the service adds: the form offer). */
export type AnswerRecord = Omit<ChatAnswer, 'offerContact' | 'prefill'>;

export interface Answerer {
  name: 'built-in' | 'openai-compatible';
  answer(input: AnswerInput): Promise<AnswerRecord>;
  /**
   * The same answer, its text handed to `onDelta` piece by piece as the provider writes it
   * (docs/decisions/0087); only answerers that can stream have it.
   */
  stream?(input: AnswerInput, onDelta: (text: string) => void): Promise<AnswerRecord>;
}

/** A failure with the HTTP status and the clear message the service answers with. */
export class ChatError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}
