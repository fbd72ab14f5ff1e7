/**
 * Facts answered from the editors' structured content and a conversation that keeps its subject
 * (docs/decisions/0098), on a small site of this test's own wording (none of it is in an evaluation set).
 */
import type { DownloadCard, SuccessCaseCard } from '@site/content';
import { describe, expect, test } from 'vitest';
import { answerConversation, answerFrom, indexContent } from '../src/answerers/built-in';
import { followUpChance } from '../src/answerers/built-in/follow-up';
import { composeOn, tinySite } from './tiny-site';

/** An about page as the CMS keeps it: prose, a titled section of badges, clients by name, a search-engine description. */
const about = {
  path: '/nosotros',
  entity: {
    documentId: 'about',
    tittle_about_es: 'Quiénes somos',
    tittle_about_en: 'Who we are',
    content_about_es:
      'Somos una consultora nacida en Monterrey, México, en 2011. Hoy tenemos proyectos en México, Guatemala, Ecuador y Uruguay. Damos clases en línea para equipos en cualquier país.',
    content_about_en:
      'We are a consultancy born in Monterrey, Mexico, in 2011. Today we have projects in Mexico, Guatemala, Ecuador and Uruguay. We teach online classes for teams in any country.',
    tittle_badges_es: 'Certificaciones y alianzas',
    tittle_badges_en: 'Certifications and partnerships',
    content_badges: [
      {
        tittle_es: 'ISO/IEC 20000',
        tittle_en: 'ISO/IEC 20000',
        content_es: 'Nuestra gestión de servicios de TI está auditada cada año.',
        content_en: 'Our IT service management is audited every year.',
      },
      {
        tittle_es: 'Oracle Gold Partner',
        tittle_en: 'Oracle Gold Partner',
        content_es: 'Implantamos bases de datos y nube con especialistas acreditados.',
        content_en: 'We deploy databases and cloud with accredited specialists.',
      },
    ],
    tittle_clients_es: 'Empresas que confían en nosotros',
    tittle_clients_en: 'Companies that trust us',
    clients_slides: [{ client_name: 'Textiles Aurora' }, { client_name: 'Vinos del Valle' }, { client_name: 'Puerto Azul' }],
    seo: {
      meta_description_es: 'Conoce la consultora: quiénes somos, dónde estamos y cómo trabajamos.',
      meta_description_en: 'Meet the consultancy: who we are, where we are and how we work.',
    },
  },
};

const content = tinySite([
  [
    '/producto-c3',
    'c3',
    'C3 es nuestra plataforma para controlar el gasto en la nube. Reduce entre 15% y 25% la factura en el primer trimestre. Agenda una demostración y recibe un diagnóstico gratuito.',
    'C3 is our platform to control cloud spend. Cut the bill by 15% to 25% in the first quarter. Book a demo and get a free assessment.',
  ],
  [
    '/service-staffing',
    'staffing',
    'Sumamos consultores a tu equipo. Incorporación en 7 a 12 días hábiles. Reemplazo garantizado sin costo si un perfil no encaja.',
    'We add consultants to your team. Onboarding within 7 to 12 business days. Guaranteed replacement at no cost if a profile does not fit.',
  ],
  [
    '/servicio-sap',
    'sap',
    'Migramos de SAP ECC a S/4HANA con pruebas automatizadas y un plan de datos.',
    'We migrate from SAP ECC to S/4HANA with automated testing and a data plan.',
  ],
]);
/** A downloadable document as the CMS keeps it (its PDFs and image aside). */
const guide: DownloadCard = {
  id: 1,
  documentId: 'guide',
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  publishedAt: '2026-12-01T00:00:00.000Z',
  image: null,
  author_date_es: null,
  author_date_en: null,
  publication_date: '2026-12-01',
  pdf_es: null,
  pdf_en: null,
  publish_at: null,
  unpublish_at: null,
  translation_missing: 'none',
  title_es: 'Guía de gobierno de datos en 12 pasos',
  title_en: 'Data governance guide in 12 steps',
  description_es: 'Roles, catálogo y calidad de datos para preparar tu empresa antes de un proyecto de analítica.',
  description_en: 'Roles, catalogue and data quality to prepare your company before an analytics project.',
};
const index = indexContent({ ...content, singles: [...content.singles, about], downloadCards: [guide] });
/** The answer's text without its links. */
const said = (text: string) => text.split('\n\n')[0] ?? '';

describe('structured facts answer directly', () => {
  test("a section's list of titled items answers as one sentence: the section's title, then the items", () => {
    const en = answerFrom(index, 'What certifications do you have?', 'en');
    expect(said(en.text)).toContain('Certifications and partnerships: ISO/IEC 20000, Oracle Gold Partner.');
    const es = answerFrom(index, '¿Qué certificaciones tienen?', 'es');
    expect(said(es.text)).toContain('Certificaciones y alianzas: ISO/IEC 20000, Oracle Gold Partner.');
  });

  test("an item's text is quoted after the item's title", () => {
    const en = answerFrom(index, 'Is your IT service management audited?', 'en');
    expect(said(en.text)).toContain('ISO/IEC 20000: Our IT service management is audited every year.');
    const es = answerFrom(index, '¿Su gestión de servicios de TI está auditada?', 'es');
    expect(said(es.text)).toContain('ISO/IEC 20000: Nuestra gestión de servicios de TI está auditada cada año.');
  });

  test('a yes/no question about a partnership is answered "Yes —" with the list that names it', () => {
    expect(said(answerFrom(index, 'Are you an Oracle partner?', 'en').text)).toMatch(/^Yes — .*Oracle Gold Partner/);
    expect(said(answerFrom(index, '¿Son partners de Oracle?', 'es').text)).toMatch(/^Sí — .*Oracle Gold Partner/);
  });

  test("clients kept by name (one name for both languages) are listed under their section's title", () => {
    const en = answerFrom(index, 'Which companies trust you?', 'en');
    expect(said(en.text)).toContain('Companies that trust us: Textiles Aurora · Vinos del Valle · Puerto Azul');
    const es = answerFrom(index, '¿Qué empresas confían en ustedes?', 'es');
    expect(said(es.text)).toContain('Empresas que confían en nosotros: Textiles Aurora · Vinos del Valle · Puerto Azul');
  });

  test('a list is about its section as the content model names it ("clients"), however many names it lists', () => {
    const names = [
      'Textiles Aurora',
      'Vinos del Valle',
      'Puerto Azul',
      'Aceros Cumbre',
      'Banco Litoral',
      'Lácteos Norte',
      'Minera Sol',
      'Farmacias Brisa',
    ];
    const home = {
      path: '/',
      entity: {
        documentId: 'home',
        tittle_values_es: 'Nuestros valores',
        tittle_values_en: 'Our values',
        values_items: [
          { tittle_es: 'Integridad', tittle_en: 'Integrity' },
          { tittle_es: 'Compromiso con los clientes', tittle_en: 'Commitment to our clients' },
        ],
        tittle_clients_es: 'Empresas que confían en nosotros',
        tittle_clients_en: 'Companies that trust us',
        clients_slides: names.map((client_name) => ({ client_name })),
      },
    };
    const site = indexContent({ ...content, singles: [...content.singles, home] });
    expect(said(answerFrom(site, 'Who are your clients?', 'en').text)).toContain(`Companies that trust us: ${names.join(' · ')}`);
    expect(said(answerFrom(site, '¿Quiénes son sus clientes?', 'es').text)).toContain(
      `Empresas que confían en nosotros: ${names.join(' · ')}`,
    );
  });

  test("on the success stories' list, the story that answers is quoted, with its link", () => {
    const story = (documentId: string, es: [string, string], en: [string, string]): SuccessCaseCard => ({
      id: documentId.length,
      documentId,
      createdAt: '2026-12-01T00:00:00.000Z',
      updatedAt: '2026-12-01T00:00:00.000Z',
      publishedAt: '2026-12-01T00:00:00.000Z',
      tittle_es: es[0],
      tittle_en: en[0],
      slug_es: documentId,
      slug_en: documentId,
      content_es: es[1],
      content_en: en[1],
      date: null,
      tittle_details_es: null,
      tittle_details_en: null,
      url_details: null,
      icon: null,
      image: null,
      pdf_es: null,
      pdf_en: null,
      publish_at: null,
      unpublish_at: null,
      translation_missing: 'none',
      seo: null,
    });
    // Another page says "success stories" in passing: the story that answers is still the one quoted.
    const coaching = tinySite([
      [
        '/productividad-ia',
        'coaching',
        'Sesiones de seguimiento para compartir casos de éxito y buenas prácticas entre equipos.',
        'Follow-up sessions to share success stories and good practices between teams.',
      ],
    ]);
    const site = indexContent({
      ...content,
      singles: [...content.singles, ...coaching.singles],
      successCases: [
        story(
          'bodega',
          ['Nube para una bodega', 'Una bodega de vinos llevó su facturación a la nube en diez semanas.'],
          ['Cloud for a winery', 'A winery moved its invoicing to the cloud in ten weeks.'],
        ),
        story(
          'hospital',
          ['Datos para un hospital', 'Un hospital unificó sus historias clínicas en una sola plataforma de datos.'],
          ['Data for a hospital', 'A hospital brought its medical records together on one data platform.'],
        ),
      ],
    });
    const ask = (question: string, lang: 'es' | 'en') => composeOn(site, '/casos-de-exito', question, lang);
    const en = ask('Any success stories with a hospital?', 'en');
    expect(said(en.text)).toContain('A hospital brought its medical records together');
    expect(en.text).toContain('[Data for a hospital](/en/casos-de-exito/hospital)');
    const es = ask('¿Algún caso de éxito con una bodega?', 'es');
    expect(said(es.text)).toContain('Una bodega de vinos llevó su facturación a la nube');
    expect(es.text).toContain('[Nube para una bodega](/es/casos-de-exito/bodega)');
    // The list itself asked for: its stories by title, not a sentence that names the list in passing.
    expect(said(ask('Do you have success stories?', 'en').text)).toBe('Yes — Success stories: Cloud for a winery · Data for a hospital.');
    expect(said(ask('¿Tienen casos de éxito?', 'es').text)).toBe('Sí — Casos de éxito: Nube para una bodega · Datos para un hospital.');
  });

  test('a sentence naming several countries answers which countries, over one that only says "country"', () => {
    const en = answerFrom(index, 'In which countries do you have projects?', 'en');
    expect(said(en.text)).toMatch(/^Today we have projects in Mexico, Guatemala, Ecuador and Uruguay\./);
    const es = answerFrom(index, '¿En qué países tienen proyectos?', 'es');
    expect(said(es.text)).toMatch(/^Hoy tenemos proyectos en México, Guatemala, Ecuador y Uruguay\./);
  });

  test('a "how much" question is answered by the sentence with the figure', () => {
    expect(said(answerFrom(index, 'How much can C3 cut from the bill?', 'en').text)).toContain('15% to 25%');
    expect(said(answerFrom(index, '¿Cuánto puede reducir C3 la factura?', 'es').text)).toContain('entre 15% y 25%');
  });

  test('a trial asked for is answered by the demo offer, in other words', () => {
    expect(said(answerFrom(index, 'How can I try C3?', 'en').text)).toContain('Book a demo and get a free assessment.');
    expect(said(answerFrom(index, '¿Cómo puedo probar C3?', 'es').text)).toContain('Agenda una demostración');
  });

  test('a downloadable document answers with its title and description, and the downloads page', () => {
    const en = answerFrom(index, 'Do you have a guide on data governance?', 'en');
    expect(said(en.text)).toMatch(/^Yes — Data governance guide in 12 steps: Roles, catalogue and data quality/);
    expect(en.text).toContain('(/en/download)');
    const es = answerFrom(index, '¿Tienen una guía de gobierno de datos?', 'es');
    expect(said(es.text)).toMatch(/^Sí — Guía de gobierno de datos en 12 pasos: Roles, catálogo y calidad de datos/);
    expect(es.text).toContain('(/es/download)');
  });

  test("a page's search-engine description is never the answer quoted", () => {
    const en = answerFrom(index, 'Who are you and how do you work?', 'en');
    expect(en.text).not.toContain('Meet the consultancy');
    expect(answerFrom(index, '¿Quiénes son y cómo trabajan?', 'es').text).not.toContain('Conoce la consultora');
  });

  test('a sentence of another page that answers much better leads, with its page among the links', () => {
    // Routed to the about page by "consultancy", answered by the staffing page's onboarding time.
    const en = answerFrom(index, 'How many business days does onboarding take at your consultancy?', 'en');
    expect(said(en.text)).toContain('Onboarding within 7 to 12 business days.');
    expect(en.text).toContain('/en/service-staffing');
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

  test('the follow-up model, learnt from labelled follow-ups, tells a follow-up from a question of its own', () => {
    for (const q of ['and the results?', 'how much did they save?', '¿y los resultados?', '¿cuánto ahorraron?'])
      expect(followUpChance(q), q).toBeGreaterThan(0.5);
    for (const q of [
      'Do you offer SAP consulting?',
      'I need two Java developers',
      '¿Ofrecen consultoría SAP?',
      'Necesito dos desarrolladores Java',
    ])
      expect(followUpChance(q), q).toBeLessThan(0.2);
  });

  test('a follow-up with no pronoun is answered about the subject', () => {
    const en = turn('en', 'I need SAP consultants for my team', 'how soon could they start?');
    expect(en.path).toBe('/service-staffing');
    expect(said(en.text)).toContain('7 to 12 business days');
    const es = turn('es', 'Necesito consultores SAP para mi equipo', '¿en cuánto tiempo podrían empezar?');
    expect(es.path).toBe('/service-staffing');
    expect(said(es.text)).toContain('7 a 12 días hábiles');
  });

  test('an ellipsis is read with the question before it ("and where?" after "when was it born?")', () => {
    const en = turn('en', 'When was the consultancy born?', 'and where?');
    expect(en.path).toBe('/nosotros');
    expect(said(en.text)).toContain('Monterrey');
    const es = turn('es', '¿En qué año nacieron?', '¿y dónde?');
    expect(es.path).toBe('/nosotros');
    expect(said(es.text)).toContain('Monterrey');
  });

  test('the subject outlives an "I don\'t know" in between', () => {
    const en = turn('en', 'What is C3?', 'what is the weather like on Mars?', 'and how much does it cut from the bill?');
    expect(en.path).toBe('/producto-c3');
    expect(said(en.text)).toContain('15% to 25%');
    const es = turn('es', '¿Qué es C3?', '¿qué clima hace en Marte?', '¿y cuánto reduce la factura?');
    expect(es.path).toBe('/producto-c3');
  });

  test('a follow-up naming the downloads (stories, posts) is answered there, about the subject', () => {
    // The follow-up model is sure of both ("about it", "de eso"): without the page named, they stay on C3.
    expect(followUpChance('and is there a guide about it?')).toBeGreaterThan(0.5);
    expect(turn('en', 'What is C3?', 'and is there a guide about it?').path).toBe('/download');
    expect(followUpChance('¿y hay alguna guía de eso?')).toBeGreaterThan(0.5);
    expect(turn('es', '¿Qué es C3?', '¿y hay alguna guía de eso?').path).toBe('/download');
  });

  test('a clear change of subject is recognised', () => {
    expect(turn('en', 'What is C3?', 'Do you migrate SAP ECC to S/4HANA?').path).toBe('/servicio-sap');
    expect(turn('es', '¿Qué es C3?', '¿Migran SAP ECC a S/4HANA?').path).toBe('/servicio-sap');
  });

  test('"doesn\'t" is read as "does not", never as a word the site does not mention', () => {
    const en = turn('en', 'I need SAP consultants for my team', "and if one of them doesn't fit?");
    expect(en.text).not.toContain('does not mention');
    expect(said(en.text)).toContain('Guaranteed replacement');
  });
});
