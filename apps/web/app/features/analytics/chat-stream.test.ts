/**
 * The chat's measurement reads a streamed answer too (docs/decisions/0087): the question counts as
 * answered or not as the stream's final `answer` event says, read from the proxy's copy of the stream.
 */
import { chatStreamEvent } from '@site/content/chat';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

/** A request with no visitor address and no nonce (the load context of a test). */
const NO_CONTEXT: AppLoadContext = { clientIp: '', cspNonce: '' };

const recordChatAnswer = vi.fn();
vi.mock('~/config/env.server', () => ({ env: () => ({ SITE_URL: 'http://site.test', ANALYTICS: true }) }));
vi.mock('~/content/content.server', () => ({ cached: vi.fn(), cms: vi.fn() }));
vi.mock('./collect.server', () => ({ analyticsOn: () => true, recordChatAnswer, recordConversion: vi.fn() }));

const { noteChatExchange } = await import('./conversions.server');

const question = () =>
  new Request('http://site.test/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: 'http://site.test/en/' },
    body: JSON.stringify({ message: [{ role: 'user', content: 'Do you work with SAP?' }] }),
  });

const stream = (events: string) => new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });

describe('measuring a streamed chat answer', () => {
  it.each([true, false])('records the question as answered=%s, as the answer event says', async (answered) => {
    recordChatAnswer.mockClear();
    const events =
      chatStreamEvent('delta', { text: 'We do ' }) +
      chatStreamEvent('answer', { choices: [{ message: { content: 'We do SAP.' } }], answer: { answered, text: 'We do SAP.' } });
    await noteChatExchange(question(), stream(events), NO_CONTEXT);
    expect(recordChatAnswer).toHaveBeenCalledTimes(1);
    expect(recordChatAnswer.mock.calls[0]?.[0]).toBe(answered);
  });

  it('records nothing for a stream that ended without an answer', async () => {
    recordChatAnswer.mockClear();
    await noteChatExchange(question(), stream(chatStreamEvent('error', { error: 'no answer' })), NO_CONTEXT);
    expect(recordChatAnswer).not.toHaveBeenCalled();
  });
});
