/**
 * The edit view's side panel for chat conversations and contacts (docs/decisions/0092):
 * - a conversation: its messages as a conversation (who — visitor, assistant or a person of the firm —,
 *   when, what; text only, never HTML), the page it started on, its source, and the contacts it produced;
 * - a contact sent from the chat: its conversation, as a link, with the same messages.
 * From the admin route GET /inbox/chat (apps/cms/src/plugins/inbox/server/src/conversations.ts), shown to a role that may
 * read both (Sales, super-admin).
 */
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { Box, Flex, Link, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';

const CONVERSATION = 'api::chatbot-conversation.chatbot-conversation';
const CONTACT = 'api::contact.contact';

const en = {
  'chat.panel.title': 'Conversation',
  'chat.panel.contactTitle': 'Chat conversation',
  'chat.panel.loading': 'Loading the conversation…',
  'chat.panel.failed': 'The conversation could not be loaded.',
  'chat.panel.none': 'This contact was not sent from the chat.',
  'chat.panel.visitor': 'Visitor',
  'chat.panel.bot': 'Assistant (bot)',
  'chat.panel.person': '{name} (person)',
  'chat.panel.startedOn': 'Started on: {page}',
  'chat.panel.source': 'Source: {source}',
  'chat.panel.language': 'Visitor’s language: {language}',
  'chat.panel.contacts': 'Contacts it produced',
  'chat.panel.noContacts': 'No contact was sent from it.',
  'chat.panel.open': 'Open the conversation',
  'chat.panel.empty': 'No message yet.',
} as const;
type Key = keyof typeof en;
const es: Record<Key, string> = {
  'chat.panel.title': 'Conversación',
  'chat.panel.contactTitle': 'Conversación del chat',
  'chat.panel.loading': 'Cargando la conversación…',
  'chat.panel.failed': 'No se pudo cargar la conversación.',
  'chat.panel.none': 'Este contacto no se envió desde el chat.',
  'chat.panel.visitor': 'Visitante',
  'chat.panel.bot': 'Asistente (bot)',
  'chat.panel.person': '{name} (persona)',
  'chat.panel.startedOn': 'Empezó en: {page}',
  'chat.panel.source': 'Origen: {source}',
  'chat.panel.language': 'Idioma del visitante: {language}',
  'chat.panel.contacts': 'Contactos que generó',
  'chat.panel.noContacts': 'No se envió ningún contacto desde ella.',
  'chat.panel.open': 'Abrir la conversación',
  'chat.panel.empty': 'Aún no hay mensajes.',
};
export const conversationTranslations = { en, es };

interface Line {
  id: string;
  speaker: 'visitor' | 'bot' | 'person';
  name?: string;
  at: string | null;
  text: string;
}
interface ChatView {
  conversation: { documentId: string; title: string; language: 'es' | 'en'; startedOn: string; source: string; lines: Line[] } | null;
  contacts: Array<{ documentId: string; title: string }>;
}

function useT() {
  const intl = useIntl();
  return {
    locale: intl.locale,
    t: (id: Key, values?: Record<string, string>) => intl.formatMessage({ id, defaultMessage: en[id] }, values),
  };
}

const entryPath = (uid: string, documentId: string) => `/content-manager/collection-types/${uid}/${documentId}`;

/** One message: who and when above, the text as text (React escapes it; white space kept). */
function Message({ line, locale }: { line: Line; locale: string }) {
  const { t } = useT();
  const who =
    line.speaker === 'visitor'
      ? t('chat.panel.visitor')
      : line.speaker === 'bot'
        ? t('chat.panel.bot')
        : t('chat.panel.person', { name: line.name ?? '?' });
  const when = line.at ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(line.at)) : '';
  const visitor = line.speaker === 'visitor';
  return (
    <li style={{ listStyle: 'none', alignSelf: visitor ? 'flex-end' : 'flex-start', maxWidth: '92%' }}>
      <Box
        background={visitor ? 'primary100' : line.speaker === 'person' ? 'success100' : 'neutral100'}
        borderColor={visitor ? 'primary200' : line.speaker === 'person' ? 'success200' : 'neutral200'}
        hasRadius
        padding={2}
      >
        <Typography variant="pi" fontWeight="bold" tag="p">
          {who}
          {when ? <span style={{ fontWeight: 'normal' }}> · {when}</span> : null}
        </Typography>
        <Typography variant="omega" tag="p" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line.text}
        </Typography>
      </Box>
    </li>
  );
}

function ChatDetails({ query, fromContact }: { query: string; fromContact: boolean }) {
  const { t, locale } = useT();
  const { get } = useFetchClient();
  const [view, setView] = React.useState<ChatView | null | 'failed'>(null);
  React.useEffect(() => {
    let live = true;
    get<ChatView>(`/inbox/chat?${query}`).then(
      ({ data }) => live && setView(data),
      () => live && setView('failed'),
    );
    return () => {
      live = false;
    };
  }, [get, query]);
  if (view === null) return <Typography variant="pi">{t('chat.panel.loading')}</Typography>;
  if (view === 'failed') return <Typography variant="pi">{t('chat.panel.failed')}</Typography>;
  const { conversation, contacts } = view;
  if (!conversation) return <Typography variant="pi">{t('chat.panel.none')}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%">
      {fromContact ? (
        <Link href={`/admin${entryPath(CONVERSATION, conversation.documentId)}`}>{conversation.title || t('chat.panel.open')}</Link>
      ) : null}
      <Flex direction="column" alignItems="flex-start" gap={1}>
        {conversation.startedOn ? (
          <Typography variant="pi">{t('chat.panel.startedOn', { page: conversation.startedOn })}</Typography>
        ) : null}
        {conversation.source ? <Typography variant="pi">{t('chat.panel.source', { source: conversation.source })}</Typography> : null}
        <Typography variant="pi">
          {t('chat.panel.language', { language: conversation.language === 'es' ? 'español' : 'English' })}
        </Typography>
      </Flex>
      {!fromContact ? (
        <Flex direction="column" alignItems="flex-start" gap={1}>
          <Typography variant="sigma" tag="h3">
            {t('chat.panel.contacts')}
          </Typography>
          {contacts.length ? (
            <ul>
              {contacts.map((c) => (
                <li key={c.documentId}>
                  <Link href={`/admin${entryPath(CONTACT, c.documentId)}`}>{c.title || c.documentId}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <Typography variant="pi">{t('chat.panel.noContacts')}</Typography>
          )}
        </Flex>
      ) : null}
      {conversation.lines.length ? (
        <ol lang={conversation.language} style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 0, margin: 0 }}>
          {conversation.lines.map((line, i) => (
            <Message key={line.id || i} line={line} locale={locale} />
          ))}
        </ol>
      ) : (
        <Typography variant="pi">{t('chat.panel.empty')}</Typography>
      )}
    </Flex>
  );
}

/** The side panel of a conversation (its messages, its contacts) and of a contact (its conversation). */
export const ConversationPanel: PanelComponent = ({ model, documentId, document }) => {
  const { t } = useT();
  if (!documentId || (model !== CONVERSATION && model !== CONTACT)) return null;
  const fromContact = model === CONTACT;
  // A contact of the contact form has no conversation: no panel.
  if (fromContact && !(document as Record<string, unknown> | undefined)?.chat_conversation) return null;
  const query = `${fromContact ? 'contact' : 'conversation'}=${encodeURIComponent(documentId)}`;
  return {
    title: t(fromContact ? 'chat.panel.contactTitle' : 'chat.panel.title'),
    content: <ChatDetails key={query} query={query} fromContact={fromContact} />,
  };
};
