import { describe, expect, it } from 'vitest';
import { conversationTitle, readableLines, transcriptLines, transcriptText } from './transcript';

const log = [
  { id: 'm0', sender: 'user', message: '¿Qué hacen con SAP?  <b>hola</b>', at: '2026-12-07T16:32:10.000Z' },
  {
    id: 'm1',
    sender: 'assistant',
    message: 'Implementamos SAP S/4HANA. Más: [Servicio SAP](/es/servicio-sap)',
    at: '2026-12-07T16:32:11.000Z',
  },
  { id: 'a1', sender: 'agent', name: 'Laura', message: 'Hola, soy Laura.\n\n\n¿En qué le ayudo?', at: '2026-12-07T16:35:00.000Z' },
  { id: 'x', sender: 'system', message: 'ignored' },
  'not an entry',
  { id: 'blank', sender: 'user', message: '   ' },
];

describe('a conversation as people read it', () => {
  it('the admin’s bubbles: the assistant’s links as "label (path)", the visitor’s words as written', () => {
    const lines = readableLines([
      ...log,
      { id: 'm2', sender: 'user', message: 'Mira [esto](https://x.example)', at: '2026-12-07T16:36:00.000Z' },
    ]);
    expect(lines.map((l) => l.text)).toEqual([
      '¿Qué hacen con SAP?  <b>hola</b>',
      'Implementamos SAP S/4HANA. Más: Servicio SAP (/es/servicio-sap)',
      'Hola, soy Laura.\n\n\n¿En qué le ayudo?',
      'Mira [esto](https://x.example)',
    ]);
  });

  it('says who (visitor, bot, person by first name), when on the firm clock, and what, in the visitor language', () => {
    expect(transcriptText(log, 'es', 'America/Mexico_City')).toBe(
      [
        '[2026-12-07 10:32] Visitante: ¿Qué hacen con SAP?  <b>hola</b>',
        '[2026-12-07 10:32] Asistente (bot): Implementamos SAP S/4HANA. Más: Servicio SAP (/es/servicio-sap)',
        '[2026-12-07 10:35] Laura (persona): Hola, soy Laura.\n¿En qué le ayudo?',
      ].join('\n\n'),
    );
    expect(transcriptText(log, 'en', 'Europe/Madrid').split('\n\n')[2]).toBe(
      '[2026-12-07 17:35] Laura (person): Hola, soy Laura.\n¿En qué le ayudo?',
    );
  });

  it('keeps only real entries, each with its speaker', () => {
    expect(transcriptLines(log).map((l) => l.speaker)).toEqual(['visitor', 'bot', 'person']);
    expect(transcriptLines({ not: 'a log' })).toEqual([]);
    expect(transcriptLines([{ sender: 'user', message: 'no time', at: 'yesterday' }])[0]?.at).toBeNull();
  });

  it('is titled by the first question and the day it started, on the firm clock', () => {
    expect(conversationTitle(log, 'es', '2026-12-08T03:00:00.000Z', 'America/Mexico_City')).toBe(
      '¿Qué hacen con SAP? <b>hola</b> · 2026-12-07',
    );
    const long = [{ sender: 'user', message: 'a'.repeat(200) }];
    const title = conversationTitle(long, 'en', '2026-12-08T03:00:00.000Z', 'UTC');
    expect(title).toBe(`${'a'.repeat(79)}… · 2026-12-08`);
    expect(conversationTitle([], 'en', '2026-12-08T03:00:00.000Z', 'UTC')).toBe('(no question) · 2026-12-08');
  });
});
