/** The chat's streamed answer (docs/decisions/0087): the events as written, read however the bytes are cut. */
import { describe, expect, it } from 'vitest';
import { chatStreamEvent, isEventStream, readEventStream, streamedAnswer } from '../src/chat';

/** A body that yields `text` in pieces of `size` bytes (so events and characters are cut anywhere). */
function body(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const e of readEventStream(stream)) events.push(e);
  return events;
}

describe('the chat event stream', () => {
  const written =
    chatStreamEvent('delta', { text: 'Hola, ¿qué tal? ' }) +
    ': a comment\n\n' +
    chatStreamEvent('delta', { text: 'línea\nsiguiente' }) +
    chatStreamEvent('answer', { choices: [], answer: { answered: true } });

  it.each([1, 2, 3, 7, 1000])('reads the events whole, whatever the pieces (%i bytes)', async (size) => {
    expect(await all(body(written, size))).toEqual([
      { event: 'delta', data: '{"text":"Hola, ¿qué tal? "}' },
      { event: 'delta', data: '{"text":"línea\\nsiguiente"}' },
      { event: 'answer', data: '{"choices":[],"answer":{"answered":true}}' },
    ]);
  });

  it('reads a provider’s stream: unnamed events, CRLF lines, data on several lines, the last event without its blank line', async () => {
    const text = 'data: {"a":1}\r\n\r\nevent: x\r\ndata: one\r\ndata: two\r\n\r\ndata: [DONE]';
    expect(await all(body(text, 4))).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'x', data: 'one\ntwo' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it("gives the answer event's value, or null without one", async () => {
    expect(await streamedAnswer(body(written, 5))).toEqual({ choices: [], answer: { answered: true } });
    expect(await streamedAnswer(body(chatStreamEvent('delta', { text: 'x' }), 5))).toBeNull();
  });

  it('knows the content type', () => {
    expect(isEventStream('text/event-stream; charset=utf-8')).toBe(true);
    expect(isEventStream(' Text/Event-Stream')).toBe(true);
    expect(isEventStream('application/json')).toBe(false);
    expect(isEventStream(null)).toBe(false);
  });
});
