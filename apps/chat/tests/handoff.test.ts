/**
 * When the assistant offers its contact form in the panel (docs/decisions/0040): the visitor asks to be
 * contacted, for a quote, a price, a meeting or a call, in either language, or the site had nothing on
 * two of the visitor's questions.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asksToBeContacted } from '../src/answerers/handoff';
import { post, sendBody, startService } from './helpers';

type Service = Awaited<ReturnType<typeof startService>>;

describe('the offer of the contact form', () => {
  let chat: Service;
  beforeAll(async () => {
    chat = await startService();
  });
  afterAll(async () => {
    await chat?.close();
  });

  test.each([
    'Can someone call me about a quote?',
    'Please contact me',
    'How much does an SAP migration cost?',
    "I'd like to book a meeting with your team",
    'Can we schedule a call next week?',
    '¿Me pueden llamar?',
    'Quiero una cotización',
    '¿Cuánto cuesta una migración a S/4HANA?',
    'Me gustaría agendar una reunión',
    'Contáctenme por favor',
    'Could you give us a ring on Monday?',
    '¿Podemos agendar una demo de C3?',
    'Me gustaría ver una demostración',
    // decision 0067: Spain's forms, a few words between the verb and the call, a rough figure
    '¿Me podéis llamar mañana?',
    'Llamadme cuando podáis',
    'Could I book a 45 minute call with you?',
    'Any ballpark for a Copilot rollout?',
    // decision 0069: Mexico's "marcar" (to call) and "platicar" (to talk)
    '¿Me pueden marcar el lunes?',
    'Prefiero platicarlo con alguien',
    // decision 0073: a partnership offered, a call in the subjunctive, a formal proposal
    'We build e-commerce sites and want to become your implementation partner',
    'Is there room for a partnership between our firms?',
    'Queremos formar una alianza con ustedes para el mercado chileno',
    'Nos interesa ser sus distribuidores en Perú',
    'Quisiera que un asesor me llamara esta tarde',
    'Necesitamos una propuesta económica para el concurso',
    'Please send a pricing proposal for the rollout',
    // decision 0086: the known misses of the regular expressions, now read by the model
    'Can I talk to a real person?',
    'I want a salesperson to phone me tomorrow',
    'Put me through to sales, please',
    'Quiero hablar con una persona de verdad',
    'Que un vendedor me llame mañana',
    '¿Me comunicas con ventas?',
  ])('"%s" asks to be contacted', (message) => {
    expect(asksToBeContacted(message)).toBe(true);
  });

  test.each([
    'What is C3?',
    'Do you hire?',
    '¿Qué es C3?',
    '¿Dónde están sus oficinas?',
    'Tell me about your SAP projects',
    // a contract's form, not a request for a price (decision 0067)
    'Buscamos un proyecto a precio cerrado',
    // a partner of the firm asked about, not offered (decision 0073)
    'Are you an official Microsoft partner?',
    '¿Quiénes son sus socios tecnológicos?',
  ])('"%s" does not', (message) => {
    expect(asksToBeContacted(message)).toBe(false);
  });

  const send = async (messages: string[], language: 'es' | 'en') => {
    const log = messages.flatMap((content, i) => [
      ...(i > 0 ? [{ role: 'assistant', content: 'A previous answer.' }] : []),
      { role: 'user', content },
    ]);
    const res = await post(`${chat.url}/api/Chat/Send`, sendBody(log, { language }));
    expect(res.status).toBe(200);
    return (res.body as { offerContact?: boolean }).offerContact;
  };

  test('the service offers it for a contact request in either language, not for a question the site answers', async () => {
    expect(await send(['Can someone call me about a quote?'], 'en')).toBe(true);
    expect(await send(['¿Me pueden llamar para una cotización?'], 'es')).toBe(true);
    expect(await send(['What is C3?'], 'en')).toBe(false);
  });

  test('the service offers it once the site has had nothing on two of the questions', async () => {
    expect(await send(['Write me a poem about my cat'], 'en')).toBe(false);
    expect(await send(['Write me a poem about my cat', 'Who won the football World Cup in 2018?'], 'en')).toBe(true);
    expect(await send(['¿Qué tiempo hará mañana en Madrid?', '¿Quién ganó el mundial de 2018?'], 'es')).toBe(true);
    // An answered question after one refusal: no offer.
    expect(await send(['Write me a poem about my cat', 'What is C3?'], 'en')).toBe(false);
  });
});
