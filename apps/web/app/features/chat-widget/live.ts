/**
 * The chat panel's live hand-off to a person (docs/decisions/0092), fetched only when the hand-off
 * starts (the panel's other code does not carry it): the calls to the site's /api/chat/live and the
 * panel's words for it in both languages. The editors' own wording (calling, when the firm will reply)
 * comes from the CMS with each state.
 */
import type { Lang } from '@site/content';
import { CHAT_SITE_PATHS, type ChatLiveAction, type ChatLiveRequest, type ChatLiveState } from '@site/content/chat';

/** How often the panel asks for news while waiting for, or talking with, a person. */
export const POLL_MS = 2000;
/** A typing notice at most this often. */
const TYPING_EVERY_MS = 3000;

const TEXTS = {
  es: {
    calling: 'Llamando a una persona…',
    joined: '{name} se unió a la conversación.',
    talking: 'Hablas con {name}',
    typing: '{name} está escribiendo…',
    end: 'Terminar',
    endLabel: 'Terminar la conversación con la persona',
    ended: 'La conversación con {name} terminó. Puedes seguir preguntando al asistente.',
    youEnded: 'Terminaste la conversación con la persona. Puedes seguir preguntando al asistente.',
    failed: 'No pudimos enviar tu mensaje a la persona. Inténtalo de nuevo.',
    person: '{name} (persona)',
  },
  en: {
    calling: 'Calling a person…',
    joined: '{name} joined the conversation.',
    talking: 'You are talking with {name}',
    typing: '{name} is typing…',
    end: 'End',
    endLabel: 'End the conversation with the person',
    ended: 'The conversation with {name} has ended. You can go on asking the assistant.',
    youEnded: 'You ended the conversation with the person. You can go on asking the assistant.',
    failed: 'We could not send your message to the person. Please try again.',
    person: '{name} (person)',
  },
} as const;
export type LiveTextKey = keyof (typeof TEXTS)['en'];

/** The panel's live words in the chat's language, `{name}` filled. */
export function liveText(lang: Lang, key: LiveTextKey, name = ''): string {
  return TEXTS[lang][key].replace('{name}', name);
}

/** One call; the state the CMS answers, or null when the call failed (the panel falls back to the form). */
export async function liveCall(
  action: ChatLiveAction,
  idConversation: string,
  extra: { text?: string; id?: string } = {},
): Promise<ChatLiveState | null> {
  try {
    const res = await fetch(CHAT_SITE_PATHS.live, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, idConversation, ...extra } satisfies ChatLiveRequest),
    });
    if (!res.ok) return null;
    const data = (await res.json()) as Partial<ChatLiveState> | null;
    if (!data || typeof data !== 'object') return null;
    return {
      state: data.state ?? 'none',
      notice: typeof data.notice === 'string' ? data.notice : null,
      agent: typeof data.agent === 'string' ? data.agent : null,
      agentTyping: data.agentTyping === true,
      waitSeconds: typeof data.waitSeconds === 'number' ? data.waitSeconds : 60,
      messages: Array.isArray(data.messages) ? data.messages.filter((m) => typeof m?.id === 'string' && typeof m.text === 'string') : [],
    };
  } catch {
    return null;
  }
}

let lastTyping = 0;
/** Tells the person the visitor is typing (at most every few seconds). */
export function noteTyping(idConversation: string, now = Date.now()): void {
  if (now - lastTyping < TYPING_EVERY_MS) return;
  lastTyping = now;
  void liveCall('typing', idConversation);
}
