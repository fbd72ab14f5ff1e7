/**
 * Answers made of the sentences that answer, and a conversation that remembers its subject
 * (docs/decisions/0081), on a tiny site of this test's own wording (none of it is in an evaluation set).
 */
import { describe, expect, test } from 'vitest';
import { answerConversation, answerFrom, createBuiltInAnswerer, indexContent } from '../src/answerers/built-in';
import { splitSentences } from '../src/answerers/built-in/sentences';
import { composeOn, tinySite } from './tiny-site';

const site = () =>
  tinySite([
    [
      '/nosotros',
      'about',
      'Somos una consultora fundada en 2014. Tenemos proyectos en México, Colombia y Chile. Nuestros valores son la confianza y el trabajo en equipo.',
      'We are a consultancy founded in 2014. We have projects in Mexico, Colombia and Chile. Our values are trust and teamwork.',
    ],
    [
      '/producto-c3',
      'c3',
      'C3 es nuestra plataforma FinOps para controlar el gasto en la nube. Agenda una demo y recibe una evaluación gratuita de tu gasto. C3 se contrata desde el marketplace de tu proveedor de nube.',
      'C3 is our FinOps platform to control cloud spend. Book a demo and get a free assessment of your spend. C3 is bought from your cloud provider marketplace.',
    ],
    [
      '/servicio-sap',
      'sap',
      'Migramos de SAP ECC a S/4HANA con pruebas automatizadas. La migración dura entre seis y nueve meses según el alcance.',
      'We migrate from SAP ECC to S/4HANA with automated testing. The migration takes six to nine months depending on scope.',
    ],
  ]);

/** The footer's details: the contact block's (passages.ts reads its address, phone and e-mail). */
const footer = {
  path: '/#contacto',
  entity: {
    documentId: 'footer',
    address_es: 'Avenida Central 100, Piso 3, 06600 Ciudad de México',
    address_en: 'Avenida Central 100, 3rd floor, 06600 Mexico City',
    phone: '+52 55 1234 5678',
    email: 'hola@example.com',
  },
};
const content = site();
const index = indexContent({ ...content, singles: [...content.singles, footer] });
/** The answer's text without its links. */
const said = (text: string) => text.split('\n\n')[0] ?? '';

describe('answers made of the sentences that answer', () => {
  test('the sentence that holds the asked words leads, not the page opening', () => {
    const en = answerFrom(index, 'How long does the S/4HANA migration take?', 'en');
    expect(en.path).toBe('/servicio-sap');
    expect(said(en.text)).toContain('six to nine months');
    const es = answerFrom(index, '¿Cuánto dura la migración a S/4HANA?', 'es');
    expect(said(es.text)).toContain('entre seis y nueve meses');
  });

  test('a yes/no question whose word the page has is answered "Yes —" with the sentence', () => {
    const en = answerFrom(index, 'Do you have projects in Colombia?', 'en');
    expect(said(en.text)).toMatch(/^Yes — .*Colombia/);
    const es = answerFrom(index, '¿Tienen proyectos en Colombia?', 'es');
    expect(said(es.text)).toMatch(/^Sí — .*Colombia/);
  });

  test('a place the site never names gets an honest "the site does not mention", and what it does say', () => {
    const en = answerFrom(index, 'Do you have projects in Guatemala?', 'en');
    expect(said(en.text)).toMatch(/^The site does not mention "Guatemala"/);
    expect(said(en.text)).not.toMatch(/^Yes/);
    const es = answerFrom(index, '¿Tienen proyectos en Guatemala?', 'es');
    expect(said(es.text)).toMatch(/^El sitio no menciona «Guatemala»/);
  });

  test('a figure asked for that no quoted sentence holds (a year, a product\'s number are none): "the site does not state", then what it says', () => {
    const en = answerFrom(index, 'How many employees does the consultancy have?', 'en');
    expect(said(en.text)).toMatch(/^The site does not state a figure for that\. Here is what it says about /);
    expect(said(en.text)).toContain('founded in 2014');
    const es = answerFrom(index, '¿Cuántos empleados tiene la consultora?', 'es');
    expect(said(es.text)).toMatch(/^El sitio no indica una cifra para eso\. Esto es lo que dice sobre /);
    // A figure the page holds is stated as it is.
    expect(said(answerFrom(index, 'How long does the S/4HANA migration take?', 'en').text)).toMatch(/^We migrate|^The migration/);
  });

  test('sentences that each say a thing asked are combined (up to three): "FI, MM and SD?"', () => {
    const modules = indexContent(
      tinySite([
        [
          '/servicio-sap',
          'modulos',
          'FI – Finanzas: contabilidad general y cierres. MM – Compras: pedidos e inventarios. SD – Ventas: pedidos y facturación. PP – Producción: planificación de planta.',
          'FI – Finance: general ledger and closing. MM – Purchasing: orders and inventory. SD – Sales: orders and billing. PP – Production: plant planning.',
        ],
      ]),
    );
    const en = said(answerFrom(modules, 'Do you implement FI, MM and SD?', 'en').text);
    for (const name of ['FI –', 'MM –', 'SD –']) expect(en).toContain(name);
    expect(en).not.toContain('PP –');
    const es = said(answerFrom(modules, '¿Implementan FI, MM y SD?', 'es').text);
    for (const name of ['FI –', 'MM –', 'SD –']) expect(es).toContain(name);
  });

  test('a common word the site does not write is no thing it fails to mention; a name is', () => {
    const en = answerFrom(index, 'Additionally, do you have projects in Colombia?', 'en');
    expect(said(en.text)).not.toMatch(/does not mention/);
    expect(said(en.text)).toMatch(/^Yes — .*Colombia/);
    expect(said(answerFrom(index, 'Do you have projects in Portugal?', 'en').text)).toMatch(/^The site does not mention "Portugal"/);
    const es = answerFrom(index, 'Sinceramente, ¿tienen proyectos en Colombia?', 'es');
    expect(said(es.text)).not.toMatch(/no menciona/);
    expect(said(answerFrom(index, '¿Tienen proyectos en Portugal?', 'es').text)).toMatch(/^El sitio no menciona «Portugal»/);
  });

  test('a yes/no question whose word the quoted sentences lack gets no "yes": what the page says, said not to mention it', () => {
    const small = indexContent(
      tinySite([
        ['/nosotros', 'about', 'Mentoría. Somos una consultora fundada en 2014.', 'Mentoring. We are a consultancy founded in 2014.'],
        [
          '/servicio-sap',
          'sap',
          'Migramos de SAP ECC a S/4HANA con pruebas automatizadas. La migración dura entre seis y nueve meses.',
          'We migrate from SAP ECC to S/4HANA with automated testing. The migration takes six to nine months.',
        ],
      ]),
    );
    const ask = (question: string, lang: 'es' | 'en') => said(composeOn(small, '/servicio-sap', question, lang).text);
    const en = ask('Is the migration done with mentoring?', 'en');
    expect(en).toMatch(/^What the site says about SAP consulting does not mention "mentoring":\n/);
    expect(en).not.toMatch(/^Yes/);
    const es = ask('¿La migración incluye mentoría?', 'es');
    expect(es).toMatch(/^Lo que el sitio dice sobre .+ no menciona «mentoría»:\n/);
  });

  test('a yes/no question naming a thing the quoted sentences do not say ("a demo for ECC?" on C3) gets no "yes"', () => {
    const ask = (question: string, lang: 'es' | 'en') => said(composeOn(index, '/producto-c3', question, lang).text);
    const en = ask('Does C3 offer a demo for ECC?', 'en');
    expect(en).toMatch(/^What the site says about .+ does not mention "ECC":\n.*demo/);
    const es = ask('¿C3 ofrece una demo para ECC?', 'es');
    expect(es).toMatch(/^Lo que el sitio dice sobre .+ no menciona «ECC»:\n.*demo/);
    // Named and said: yes.
    expect(ask('Does C3 offer a demo?', 'en')).toMatch(/^Yes — .*demo/);
  });

  test('the postal address only when the visitor asks where the firm is', () => {
    const where = answerFrom(index, 'Where is your office?', 'en');
    expect(where.path).toBe('/#contacto');
    expect(where.text).toContain('Avenida Central 100');
    const dondeOficina = answerFrom(index, '¿Dónde está su oficina?', 'es');
    expect(dondeOficina.text).toContain('Avenida Central 100');
    const write = answerFrom(index, 'How can I contact you?', 'en');
    expect(write.path).toBe('/#contacto');
    expect(write.text).not.toContain('Avenida Central');
    expect(answerFrom(index, '¿Cómo los contacto?', 'es').text).not.toContain('Avenida Central');
  });

  test('a place the site never names is said so, even a common one written as a name ("an office in London?")', () => {
    expect(said(answerFrom(index, 'Do you have an office in London?', 'en').text)).toMatch(/^The site does not mention "London"/);
    expect(said(answerFrom(index, '¿Tienen oficina en París?', 'es').text)).toMatch(/^El sitio no menciona «París»/);
  });

  test('the firm\'s details answer "where are you?", but not a place the site never names (a gap for the editors)', () => {
    expect(answerFrom(index, 'Where is your office?', 'en').details).toBe(true);
    expect(answerFrom(index, '¿Dónde está su oficina?', 'es').details).toBe(true);
    const mars = answerFrom(index, 'Do you have an office on Mars?', 'en');
    expect(mars.text).toContain('Avenida Central 100');
    expect(mars.details).toBeUndefined();
    expect(answerFrom(index, '¿Tienen oficina en Marte?', 'es').details).toBeUndefined();
    expect(answerFrom(index, 'How can I contact you?', 'en').details).toBeUndefined();
  });

  test('a visitor typing their own details is handed over: no "the site does not mention" their name, no address of ours', () => {
    const en = answerFrom(index, 'Please call me back. My email is zq@quirkfeather.example, company Quirkfeather GmbH', 'en');
    expect(en.path).toBe('/#contacto');
    expect(en.text).not.toMatch(/does not mention/);
    expect(en.text).not.toContain('Avenida Central');
    const es = answerFrom(index, 'Que me llamen por favor. Mi correo es zq@quirkfeather.example, empresa Quirkfeather GmbH', 'es');
    expect(es.path).toBe('/#contacto');
    expect(es.text).not.toMatch(/no menciona/);
    expect(es.text).not.toContain('Avenida Central');
  });

  test("the editors' pair answers, also when it links to the contact block: the answer record counts it answered", async () => {
    const pairs = [
      {
        id: 1,
        questions_en: 'phone number?',
        answer_en: 'Call us on +52 55 1234 5678.',
        questions_es: '¿número de teléfono?',
        answer_es: 'Llámanos al +52 55 1234 5678.',
        link: '/#contacto',
      },
    ];
    const answerer = createBuiltInAnswerer({ load: async () => ({ ...content, pairs }), ttlMs: 60_000 });
    for (const [q, language] of [
      ['phone number?', 'en'],
      ['¿número de teléfono?', 'es'],
    ] as const) {
      const record = await answerer.answer({ messages: [{ role: 'user', content: q }], language });
      expect(record).toMatchObject({ source: 'pair', page: '/#contacto', answered: true });
    }
  });

  test('sentences are cut by the runtime segmenter, a line an item', () => {
    expect(splitSentences('One sentence here. Another one!\nA list item', 'en')).toEqual([
      'One sentence here.',
      'Another one!',
      'A list item',
    ]);
  });
});

describe('a conversation that remembers its subject', () => {
  const turn = (lang: 'es' | 'en', ...questions: string[]) => {
    const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    let last = answerFrom(index, '', lang);
    for (const q of questions) {
      messages.push({ role: 'user', content: q });
      last = answerConversation(index, messages, lang);
      messages.push({ role: 'assistant', content: last.text });
    }
    return last;
  };

  test('a follow-up by pronoun or ellipsis is answered about the earlier subject', () => {
    const en = turn('en', 'What is C3?', 'and is there a demo of it?');
    expect(en.path).toBe('/producto-c3');
    expect(said(en.text)).toContain('Book a demo');
    const es = turn('es', '¿Qué es C3?', '¿y tienen demo?');
    expect(es.path).toBe('/producto-c3');
    expect(said(es.text)).toContain('Agenda una demo');
  });

  test('the same follow-up alone is not about that subject', () => {
    expect(answerConversation(index, [{ role: 'user', content: 'and is there a demo of it?' }], 'en').path).not.toBe('/servicio-sap');
    const afterSap = turn('en', 'Do you migrate SAP ECC to S/4HANA?', 'and how long does it take?');
    expect(afterSap.path).toBe('/servicio-sap');
    expect(said(afterSap.text)).toContain('six to nine months');
  });

  test('a question that names another page changes the subject', () => {
    expect(turn('en', 'What is C3?', 'And what about your SAP migrations?').path).toBe('/servicio-sap');
    expect(turn('es', '¿Qué es C3?', '¿Y SAP?').path).toBe('/servicio-sap');
  });
});
