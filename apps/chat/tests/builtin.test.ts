/**
 * The built-in answerer (no LLM key) on the seeded content: questions in each language answered
 * with the right page link, in the visitor's language, and an honest "I don't know" with the
 * contact form for questions the site cannot answer. The hit rate is printed.
 */
import { createContentClient } from '@site/content';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerFrom, type ContentIndex, createIndex, hrefOf, loadContent } from '../src/answerers/built-in';
import { buildPassages } from '../src/answerers/built-in/passages';
import { cms, contentOf, post, sendBody, stack, startService } from './helpers';

type Service = Awaited<ReturnType<typeof startService>>;
type Case = [question: string, link: string | string[]];

const AI_PAGES = ['/servicio-ia', '/automatizacion-ia', '/productividad-ia', '/agentes-ia'];

/**
 * Blog and success-case pages are found by their CMS titles (documentIds come from the CMS, docs/decisions/0015):
 * the answerer's page (by documentId) and the addresses a visitor is sent to (the slug of each language, 0031).
 */
async function cardLink(
  kind: 'blog-cards' | 'success-case-cards',
  titleContains: string,
): Promise<{ path: string; es: string; en: string }> {
  const q = new URLSearchParams({ 'filters[tittle_en][$containsi]': titleContains });
  const { data } = await cms<{ data: Array<{ documentId: string; slug_es: string; slug_en: string }> }>(`${kind}?${q}`);
  expect(data.length, `${kind} "${titleContains}" in the seed`).toBe(1);
  const base = kind === 'blog-cards' ? '/blog-details' : '/casos-de-exito';
  expect(data[0].slug_es && data[0].slug_en).toBeTruthy();
  return { path: `${base}/${data[0].documentId}`, es: `/es${base}/${data[0].slug_es}`, en: `/en${base}/${data[0].slug_en}` };
}

/** Every text of one language in a CMS entity. */
function texts(node: unknown, lang: 'es' | 'en', out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) texts(item, lang, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key.endsWith(`_${lang}`) && typeof value === 'string' && value.length > 20) out.push(value);
      else texts(value, lang, out);
    }
  }
  return out;
}

const hits: Record<'es' | 'en', { ok: number; total: number }> = { es: { ok: 0, total: 0 }, en: { ok: 0, total: 0 } };

describe('built-in answerer on the seeded content', () => {
  let index: ContentIndex;
  let chat: Service;
  let blog: Awaited<ReturnType<typeof cardLink>>;
  let story: Awaited<ReturnType<typeof cardLink>>;

  beforeAll(async () => {
    const s = stack();
    index = createIndex(buildPassages(await loadContent(createContentClient({ baseUrl: s.cmsUrl, token: s.siteToken }))));
    chat = await startService();
    blog = await cardLink('blog-cards', 'Clean core');
    story = await cardLink('success-case-cards', 'hospital');
  });

  afterAll(async () => {
    await chat?.close();
    const line = (l: 'es' | 'en') =>
      `${l}: ${hits[l].ok}/${hits[l].total} (${Math.round((100 * hits[l].ok) / Math.max(1, hits[l].total))}%)`;
    console.log(`[built-in answerer] questions answered with the right page link: ${line('en')}, ${line('es')}`);
  });

  const en: Array<Case | (() => Case)> = [
    ['What is C3?', '/producto-c3'],
    ['Do you do SAP?', '/servicio-sap'],
    ['Do you hire?', '/#incorporate'],
    ['How can I contact you?', '/#contacto'],
    ['What AI offers do you have?', AI_PAGES],
    ['Can you help us with Dynamics 365 and Power BI?', '/servicio-microsoft'],
    ['Can you provide developers to join my team?', '/service-staffing'],
    ['Do you build custom web and mobile software?', '/servicio-digital'],
    ['What are AI agents and can you build one for us?', '/agentes-ia'],
    ['Do you offer Copilot training for employees?', '/productividad-ia'],
    ['Can you automate accounts payable invoices with AI?', '/automatizacion-ia'],
    ['When was the company founded?', '/nosotros'],
    ['How can I reduce my cloud costs on AWS?', '/producto-c3'],
    ['What are your values?', '/nosotros'],
    ['Where is your office?', '/#contacto'],
    ['Can you migrate us from SAP ECC to S/4HANA?', '/servicio-sap'],
  ];
  const es: Case[] = [
    ['¿Qué es C3?', '/producto-c3'],
    ['¿Trabajan con SAP?', '/servicio-sap'],
    ['¿Están contratando?', '/#incorporate'],
    ['¿Cómo me pongo en contacto con ustedes?', '/#contacto'],
    ['¿Qué ofertas de IA tienen?', AI_PAGES],
    ['¿Me pueden ayudar con Dynamics 365 y Power BI?', '/servicio-microsoft'],
    ['¿Pueden darme desarrolladores para mi equipo?', '/service-staffing'],
    ['¿Desarrollan software a la medida web y móvil?', '/servicio-digital'],
    ['¿Qué son los agentes de IA y pueden crear uno para nosotros?', '/agentes-ia'],
    ['¿Ofrecen capacitación de Copilot para los empleados?', '/productividad-ia'],
    ['¿Pueden automatizar las facturas de cuentas por pagar con IA?', '/automatizacion-ia'],
    ['¿Cuándo se fundó la empresa?', '/nosotros'],
    ['¿Cómo reduzco mis costos de nube en AWS?', '/producto-c3'],
    ['¿Cuáles son sus valores?', '/nosotros'],
    ['¿Dónde están sus oficinas?', '/#contacto'],
    ['¿Pueden migrarnos de SAP ECC a S/4HANA?', '/servicio-sap'],
  ];

  const check = (lang: 'es' | 'en', question: string, want: string | string[]) => {
    hits[lang].total += 1;
    const answer = answerFrom(index, question, lang === 'es' ? 'en' : 'es');
    const wanted = Array.isArray(want) ? want : [want];
    expect(answer.lang, 'answers in the language of the question').toBe(lang);
    expect(wanted, `${question} → ${answer.path}\n${answer.text}`).toContain(answer.path);
    // Linked at its address in the visitor's language (docs/decisions/0031, 0040).
    const href = hrefOf(index, answer.path as string, lang);
    expect(href.startsWith(`/${lang}/`)).toBe(true);
    expect(answer.text).toContain(`](${href})`);
    hits[lang].ok += 1;
    return answer;
  };

  test.each(en as Case[])('[en] %s → %s', (question, want) => {
    check('en', question, want);
  });
  test.each(es)('[es] %s → %s', (question, want) => {
    check('es', question, want);
  });

  test('[en/es] articles and success stories link to their own pages', () => {
    // At their own address in the visitor's language, with its slug: never the numeric or bare address that only redirects.
    expect(check('en', 'Do you have an article about clean core in SAP?', blog.path).text).toContain(`](${blog.en})`);
    expect(check('es', '¿Tienen un artículo sobre clean core en SAP?', blog.path).text).toContain(`](${blog.es})`);
    expect(check('en', 'Tell me about the hospital appointment booking agent case', story.path).text).toContain(`](${story.en})`);
    expect(check('es', 'Cuéntame del caso del agente de citas para hospitales', story.path).text).toContain(`](${story.es})`);
  });

  test.each([
    'What is the weather in Paris tomorrow?',
    'Who won the football world cup?',
    'Can you give me a recipe for lasagna?',
    'What is the capital of Australia?',
    'Recommend me a horror movie',
    '¿Qué tiempo hará mañana en París?',
    '¿Quién ganó el mundial de futbol?',
    'Dame una receta de lasaña',
    '¿Cuál es la capital de Australia?',
    'Recomiéndame una película de terror',
  ])('off-topic "%s" gets the honest answer with the contact form', (question) => {
    const answer = answerFrom(index, question, 'en');
    expect(answer.path).toBeNull();
    expect(answer.text).toContain(`(/${answer.lang}/#contacto)`);
    expect(answer.text).toMatch(answer.lang === 'es' ? /^Lo siento, no encontré/ : /^I'm sorry, I couldn't find/);
  });

  test('through the service: the answer quotes the page in the visitor language, with a markdown link', async () => {
    const c3 = (await cms<{ data: unknown }>('c3?populate=*')).data;
    const es = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: '¿Qué es C3?' }], { language: 'en' }));
    expect(es.status).toBe(200);
    expect(contentOf(es)).toContain('[C3](/es/producto-c3)');
    expect(texts(c3, 'es').some((t) => contentOf(es).includes(t))).toBe(true);
    expect(texts(c3, 'en').some((t) => contentOf(es).includes(t))).toBe(false);

    const en = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'What is C3?' }], { language: 'es' }));
    expect(en.status).toBe(200);
    expect(texts(c3, 'en').some((t) => contentOf(en).includes(t))).toBe(true);

    const unknown = await post(`${chat.url}/api/Chat/Send`, sendBody([{ role: 'user', content: 'Who won the football world cup?' }]));
    expect(unknown.status).toBe(200);
    expect(contentOf(unknown)).toContain('[contact form](/en/#contacto)');

    const health = (await (await fetch(`${chat.url}/health`)).json()) as { answerer: string; index: { documents: number } };
    expect(health.answerer).toBe('built-in');
    expect(health.index.documents).toBeGreaterThan(100);
  });

  test('a greeting and thanks get a friendly answer in their language', () => {
    expect(answerFrom(index, 'Hola', 'en').text).toMatch(/^¡Hola!/);
    expect(answerFrom(index, 'Hello', 'es').text).toMatch(/^Hello!/);
    expect(answerFrom(index, 'Thanks!', 'es').text).toMatch(/^You're welcome/);
  });
});
