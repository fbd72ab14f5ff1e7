import { describe, expect, it } from 'vitest';
import { answeredOf, lastQuestion, scrubQuestion } from './conversions.server';
import { blankEvent } from '@site/content/analytics-event';
import { batchLength, type OutgoingEvent } from './queue.server';
import { beaconPayload, deviceOf, deviceOfAgent } from './schema';

const page = { type: 'pageview', page: '/es/nosotros', lang: 'es', w: 390 } as const;

describe('beacon payload', () => {
  it('takes a page view with its visit, a chat opening and a vital', () => {
    const parsed = beaconPayload.safeParse({
      events: [
        { ...page, entry: true, ref: 'www.google.com', landing: '/es/', utm: { source: 'news', campaign: 'spring' } },
        { type: 'chat_open', page: '/en/', lang: 'en', w: 1440 },
        { type: 'vital', page: '/en/', lang: 'en', w: 1440, metric: 'LCP', value: 1234.5, rating: 'good' },
      ],
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['a conversion from the browser', { events: [{ ...page, type: 'contact' }] }],
    ['an unknown field', { events: [{ ...page, ip: '1.2.3.4' }] }],
    ['a full address as page', { events: [{ ...page, page: 'https://evil.example/' }] }],
    ['a protocol-relative page', { events: [{ ...page, page: '//evil.example/' }] }],
    ['another language', { events: [{ ...page, lang: 'fr' }] }],
    ['a referrer that is no host', { events: [{ ...page, ref: 'https://x.example/path' }] }],
    ['an unknown metric', { events: [{ ...page, type: 'vital', metric: 'FID', value: 1, rating: 'good' }] }],
    ['a negative vital', { events: [{ ...page, type: 'vital', metric: 'CLS', value: -1, rating: 'good' }] }],
    ['eleven events', { events: Array.from({ length: 11 }, () => page) }],
    ['no events', { events: [] }],
    ['a long campaign', { events: [{ ...page, utm: { campaign: 'x'.repeat(101) } }] }],
  ])('refuses %s', (_name, payload) => {
    expect(beaconPayload.safeParse(payload).success).toBe(false);
  });

  it('classes devices by viewport width', () => {
    expect([deviceOf(390), deviceOf(800), deviceOf(1440)]).toEqual(['mobile', 'tablet', 'desktop']);
  });

  it("a submission has no viewport: its device is the browser's own (client hint, else the user agent)", () => {
    const agent = (ua: string, hints: Record<string, string> = {}) => deviceOfAgent(new Headers({ 'user-agent': ua, ...hints }));
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const pixel = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const tab = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const firefoxMobile = 'Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
    expect([agent(iphone), agent(pixel), agent(firefoxMobile)]).toEqual(['mobile', 'mobile', 'mobile']);
    expect([agent(tab), agent(ipad)]).toEqual(['tablet', 'tablet']);
    expect(agent(windows)).toBe('desktop');
    // The hint wins when the agent's words are reduced (Chrome's reduced user agent says "Android 10; K").
    expect(
      agent('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', {
        'sec-ch-ua-mobile': '?1',
      }),
    ).toBe('mobile');
    expect(agent('')).toBe('desktop');
  });
});

describe('chat questions', () => {
  it('removes e-mail addresses and phone numbers', () => {
    expect(scrubQuestion('Write to ana.lopez@example.com or call +52 55 1234-5678 about SAP  please')).toBe(
      'Write to [email] or call [phone] about SAP please',
    );
  });

  it.each([
    ['Hola, soy Ana Pérez de Acme, ¿tienen SAP?', 'Hola, soy [name] de [company], ¿tienen SAP?'],
    ['Me llamo ana pérez y trabajo en Grupo Bimbo', 'Me llamo [name] y trabajo en [company]'],
    ['Mi nombre es María José; ¿hacen nómina?', 'Mi nombre es [name]; ¿hacen nómina?'],
    ['Les saluda Jorge Ramírez, del Banco Azteca.', 'Les saluda [name], del [company].'],
    ['Trabajamos para BBVA México y buscamos SAP', 'Trabajamos para [company] y buscamos SAP'],
    ['La empresa Acme S.A. de C.V. necesita soporte', 'La empresa [company] de C.V. necesita soporte'],
    ['soy de Contoso, ¿dan cursos?', 'soy de [company], ¿dan cursos?'],
    ['My name is john smith and I work for Contoso Ltd.', 'My name is [name] and I work for [company].'],
    ["Hi, I'm Sarah from Procter & Gamble. Do you do SAP?", "Hi, I'm [name] from [company]. Do you do SAP?"],
    ['This is Mark O’Neil at Globex.', 'This is [name] at [company].'],
    ['Hello, I’m  Laura Gómez, from Wayne & Co.', 'Hello, I’m [name], from [company].'],
    ['We are from Stark & and we need SAP', 'We are from [company] & and we need SAP'],
    ['I am Priya, working at Initech on payroll', 'I am [name], working at [company] on payroll'],
    ['Our company is Umbrella Corp and we need BI', 'Our company is [company] and we need BI'],
    ['Soy Ana de Acme, escríbanme a ana@acme.example o al 55 1234 5678', 'Soy [name] de [company], escríbanme a [email] o al [phone]'],
  ])('removes the name and company a visitor introduces: %s', (question, scrubbed) => {
    expect(scrubQuestion(question)).toBe(scrubbed);
  });

  it.each([
    'Soy nuevo en SAP, ¿por dónde empiezo?',
    'soy gerente de TI en una empresa de retail',
    "I'm interested in SAP S/4HANA migrations",
    'I am looking for a Power BI consultant',
    'This is urgent: do you support SAP ECC?',
    'This is SAP related',
    "It's Friday: are you open?",
    '¿Alguien habla Inglés en su equipo?',
    '¿Trabajan en Monterrey?',
    'Do you work with Azure Machine Learning or Databricks?',
  ])('leaves a question without an introduction as it is: %s', (question) => {
    expect(scrubQuestion(question)).toBe(question);
  });

  it('takes the last question of the conversation log', () => {
    const log = [
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'reply' },
      { role: 'user', content: 'second' },
    ];
    expect(lastQuestion(log)).toBe('second');
    expect(lastQuestion(JSON.stringify(log))).toBe('second');
    expect(lastQuestion('not json')).toBe('');
    expect(lastQuestion(42)).toBe('');
  });

  it('counts a reply as answered as its answer record says, and leaves one without a record unmeasured', () => {
    expect(answeredOf({ answer: { answered: true, text: 'See [SAP](/es/servicio-sap).' } })).toBe(true);
    // A decline links the contact form: the record says it, not the link.
    expect(answeredOf({ answer: { answered: false, text: 'Hablemos: [formulario de contacto](/#contacto)' } })).toBe(false);
    expect(answeredOf({ choices: [{ message: { content: 'See [SAP](/servicio-sap).' } }] })).toBeNull();
    expect(answeredOf({ answer: { answered: 'yes' } })).toBeNull();
    expect(answeredOf(null)).toBeNull();
  });
});

describe('batches to the CMS', () => {
  const event = (detail: string): OutgoingEvent => ({
    ...blankEvent(),
    event_id: 'x',
    at: 0,
    type: 'chat_unanswered',
    page: '/es/',
    lang: 'es',
    detail,
  });

  it('stay under the byte limit and the event limit, and always take one', () => {
    const big = Array.from({ length: 1000 }, () => event('q'.repeat(500)));
    const n = batchLength(big, 500);
    expect(n).toBeLessThan(500);
    expect(JSON.stringify({ events: big.slice(0, n) }).length).toBeLessThanOrEqual(200_000);
    expect(
      batchLength(
        Array.from({ length: 1000 }, () => event('')),
        500,
      ),
    ).toBe(500);
    expect(batchLength([event('q'.repeat(500))], 500, 10)).toBe(1);
  });
});
