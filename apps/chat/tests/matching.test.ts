/**
 * The built-in answerer's matching rules on small content of their own (no CMS): the editors' pairs
 * answer first and only when they match closely, a rare word outweighs a common one, the Context's
 * lines route to the page they name, stemming meets the forms visitors type, links editors set are
 * checked.
 */
import type { ChatQaPairComponent } from '@site/content';
import { describe, expect, test } from 'vitest';
import { answerFrom, indexContent } from '../src/answerers/built-in';
import { briefLines, type IndexContent } from '../src/answerers/built-in/passages';
import { bestPair, PAIR_THRESHOLD, pairScore, pairsForPrompt, qaEntries, safeLink } from '../src/answerers/built-in/qa';
import { readFileSync } from 'node:fs';
import { detectLanguage, parseSynonyms, questionWords, stemEn, stemEs, SYNONYMS, words } from '../src/answerers/built-in/text';

const pairs: ChatQaPairComponent[] = [
  {
    id: 1,
    questions_es: '¿Cuánto cuesta un proyecto?\n¿Cuál es el precio de sus servicios?',
    questions_en: 'How much does a project cost?\nWhat are your prices?',
    answer_es: 'Cada proyecto se cotiza según su alcance.',
    answer_en: 'Every project is quoted on its scope.',
    link: '/#contacto',
  },
  {
    id: 2,
    questions_es: '',
    questions_en: 'Only English?',
    answer_es: 'Solo inglés',
    answer_en: 'Only English.',
    link: 'javascript:alert(1)',
  },
  { id: 3, questions_es: '¿Sin respuesta?', questions_en: null, answer_es: '', answer_en: null, link: null },
];

/** A tiny site: three pages, a keyword list each (pages.ts), a Context naming one of them. */
function content(extra: Partial<IndexContent> = {}): IndexContent {
  return {
    singles: [
      {
        path: '/servicio-sap',
        entity: {
          documentId: 'sap',
          tittle_es: 'Consultoría SAP',
          tittle_en: 'SAP consulting',
          content_es: 'Implementamos SAP S/4HANA y migramos desde SAP ECC con consultores certificados.',
          content_en: 'We implement SAP S/4HANA and migrate from SAP ECC with certified consultants.',
        },
      },
      {
        path: '/producto-c3',
        entity: {
          documentId: 'c3',
          tittle_es: 'C3',
          tittle_en: 'C3',
          content_es: 'C3 controla los costos de la nube en Azure, AWS y Google Cloud, también para proyectos SAP.',
          content_en: 'C3 controls cloud costs on Azure, AWS and Google Cloud, also for SAP projects.',
        },
      },
      {
        path: '/nosotros',
        entity: {
          documentId: 'about',
          tittle_es: 'Nosotros',
          tittle_en: 'About us',
          content_es: 'Somos una consultora de SAP, Microsoft, nube y datos fundada en 2014.',
          content_en: 'We are a SAP, Microsoft, cloud and data consultancy founded in 2014.',
        },
      },
    ],
    blogCards: [],
    successCases: [],
    ...extra,
  };
}

describe('question-and-answer pairs', () => {
  const entries = qaEntries(pairs);

  test('a side is usable with a question and an answer; a link must be a site path or https', () => {
    expect(entries.map((e) => `${e.lang}:${e.questions.length}:${e.link}`)).toEqual(['es:2:/#contacto', 'en:2:/#contacto', 'en:1:null']);
    expect(safeLink('/servicio-sap')).toBe('/servicio-sap');
    expect(safeLink('https://marketplace.example.com/x')).toBe('https://marketplace.example.com/x');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'servicio-sap', ' ', null]) {
      expect(safeLink(bad), String(bad)).toBeNull();
    }
  });

  test('the same question, another wording of it and a close one match; an unrelated one does not', () => {
    const en = entries[1];
    expect(pairScore('How much does a project cost?', en)).toBe(1);
    expect(pairScore('how much does a project cost', en)).toBe(1);
    expect(pairScore('What would a project cost us?', en)).toBeGreaterThanOrEqual(PAIR_THRESHOLD);
    expect(pairScore('What are the prices?', en)).toBeGreaterThanOrEqual(PAIR_THRESHOLD);
    expect(pairScore('Do you implement SAP projects?', en)).toBeLessThan(PAIR_THRESHOLD);
    expect(pairScore('What does C3 cost to run on a large cloud project with many teams?', en)).toBeLessThan(PAIR_THRESHOLD);
  });

  test('a pair answers in its own language only', () => {
    expect(bestPair(entries, '¿Cuánto cuesta un proyecto?', 'es')?.answer).toBe('Cada proyecto se cotiza según su alcance.');
    expect(bestPair(entries, '¿Cuánto cuesta un proyecto?', 'en')).toBeNull();
  });

  test('the built-in answerer prefers a matching pair over a quoted passage, with the pair link', () => {
    const index = indexContent(content({ pairs }));
    const en = answerFrom(index, 'How much does a project cost?', 'es');
    expect(en).toMatchObject({ source: 'pair', lang: 'en', path: '/#contacto' });
    expect(en.text).toBe('Every project is quoted on its scope.\n\nRead more: [contact form](/en/#contacto)');
    const es = answerFrom(index, '¿Cuál es el precio de sus servicios?', 'en');
    expect(es).toMatchObject({ source: 'pair', lang: 'es', path: '/#contacto' });
    expect(es.text).toContain('[formulario de contacto](/es/#contacto)');
    // Without the pairs, the same question is a page's (or nothing).
    expect(answerFrom(indexContent(content()), 'How much does a project cost?', 'es').source).not.toBe('pair');
    // A pair without a link answers without one.
    expect(answerFrom(index, 'Only English?', 'en')).toMatchObject({ source: 'pair', path: null, text: 'Only English.' });
  });

  test('the prompt for an LLM lists every usable side with its link', () => {
    const prompt = pairsForPrompt(entries);
    expect(prompt).toMatch(/^QUESTIONS AND ANSWERS/);
    expect(prompt).toContain(
      'Q (es): ¿Cuánto cuesta un proyecto? | ¿Cuál es el precio de sus servicios?\nA (es): Cada proyecto se cotiza según su alcance. (/#contacto)',
    );
    expect(prompt).toContain('A (en): Only English.');
    expect(prompt).not.toContain('javascript');
    expect(pairsForPrompt([])).toBe('');
  });
});

describe('routing a question to a page', () => {
  test('a rare word outweighs a word every page has', () => {
    const index = indexContent(content());
    // "SAP" is on every page; "costs" on C3's only.
    expect(answerFrom(index, 'How do I control the costs of SAP projects?', 'en').path).toBe('/producto-c3');
    expect(answerFrom(index, 'Do you migrate SAP ECC?', 'en').path).toBe('/servicio-sap');
  });

  test("the editors' Context lines route to the page they name, and are never quoted", () => {
    const context = [
      'SERVICES',
      '- SAP consulting (/servicio-sap): AMS support and Fiori extensions.',
      'Careers: the join-us section at /#incorporate. Blog: /blog. Nothing here: https://www.linkedin.com/company/x',
      '- Consultoría SAP (/servicio-sap): soporte AMS y extensiones Fiori.',
    ].join('\n');
    const lines = briefLines(context, new Set(['/servicio-sap', '/#incorporate', '/blog']));
    expect(lines).toEqual([
      { path: '/servicio-sap', lang: 'en', text: '- SAP consulting (/servicio-sap): AMS support and Fiori extensions.' },
      { path: '/#incorporate', lang: 'en', text: 'Careers: the join-us section at /#incorporate.' },
      { path: '/blog', lang: 'en', text: 'Blog: /blog.' },
      { path: '/servicio-sap', lang: 'es', text: '- Consultoría SAP (/servicio-sap): soporte AMS y extensiones Fiori.' },
    ]);
    const withBrief = indexContent(content({ context }));
    const answer = answerFrom(withBrief, 'Do you do Fiori extensions?', 'en');
    expect(answer.path).toBe('/servicio-sap');
    // The Context line is never quoted; the page's text does not say the word, and the answer says so.
    expect(answer.text).not.toContain('Fiori extensions');
    expect(answer.text).toMatch(/^What the site says about .+ does not mention "Fiori":/);
    expect(answerFrom(indexContent(content()), 'Do you do Fiori extensions?', 'en').path).toBeNull();
  });
});

describe('editors extend the chat (docs/decisions/0045)', () => {
  test('a synonym group the editors add in the chat-bot entry routes a word the site does not say', () => {
    const question = 'Do you do zyxwork on SAP?';
    // Without the group, "zyxwork" is a word the site does not know: half the question is unknown.
    expect(answerFrom(indexContent(content({ synonyms: '' })), 'zyxwork', 'en').path).toBeNull();
    const index = indexContent(content({ synonyms: 'zyxwork, migrate, migrar\n  \nonly-one-word' }));
    expect(answerFrom(index, 'zyxwork', 'en').path).toBe('/servicio-sap');
    expect(answerFrom(index, question, 'en').path).toBe('/servicio-sap');
  });

  test('the groups are one a line, comma-separated, folded; a line of one word is no group', () => {
    expect(parseSynonyms('Tablero, Dashboard ; informe\nsolo\n\n')).toEqual([['tablero', 'dashboard', 'informe']]);
    expect(parseSynonyms(null)).toEqual([]);
  });

  test('the seed fills the synonyms field with the built-in groups', () => {
    const seed = JSON.parse(readFileSync(new URL('../../../seed/content/chat-bot.json', import.meta.url), 'utf8')) as {
      data: { synonyms: string };
    };
    expect(parseSynonyms(seed.data.synonyms)).toEqual(SYNONYMS.map((g) => g.map((w) => w.replace(/-/g, ' '))));
  });

  test("a pair's questions route to the page it links to, even when its answer is not given", () => {
    const question = 'Do you help with quarterly closings?';
    expect(answerFrom(indexContent(content()), question, 'en').path).toBeNull();
    const withPair = indexContent(
      content({
        pairs: [
          {
            id: 9,
            questions_es: null,
            questions_en: 'Can you help us with the quarterly closing in SAP?',
            answer_es: null,
            answer_en: 'Yes, our SAP consultants do.',
            link: '/en/servicio-sap',
          },
        ],
      }),
    );
    expect(answerFrom(withPair, 'Do you help with quarterly closings of the books?', 'en').path).toBe('/servicio-sap');
  });
});

describe('text', () => {
  test('stems meet the forms visitors type', () => {
    expect(stemEn('hiring')).toBe(stemEn('hire'));
    expect(stemEn('services')).toBe(stemEn('service'));
    expect(stemEs('hacéis'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))).toBe('hac');
    expect(stemEs('ofreceis')).toBe(stemEs('ofrecen'));
  });

  test('a pronoun written onto a Spanish infinitive or gerund is not part of its stem; a name stays whole', () => {
    expect(stemEs('automatizarlo')).toBe(stemEs('automatizar'));
    expect(stemEs('migrarnos')).toBe(stemEs('migrar'));
    expect(stemEs('implementandola')).toBe(stemEs('implementando'));
    expect(stemEs('carlos')).toBe('carl');
  });

  test('possessives and helping verbs are not content words; synonyms come with their group', () => {
    expect(questionWords('¿Nos pueden ayudar con nuestros servidores?').map((w) => w.word)).toEqual(['servidores']);
    expect(questionWords('Can you help us?').map((w) => w.word)).toEqual([]);
    const developer = questionWords('developers')[0];
    expect(developer.related).toContain(stemEs('desarrollador'));
  });

  test('a "vosotros" verb or possessive reads as its "ustedes" form; other words ending so stay (decision 0067)', () => {
    expect(words('¿Qué hacéis? ¿Cuántos años lleváis? ¿Tenéis vacantes? ¿Sois partners?').join(' ')).toBe(
      'que hacen cuantos anos llevan tienen vacantes son partners',
    );
    expect(words('¿Lo hicisteis vosotros? Llamadme, trabajasteis con vuestros clientes').join(' ')).toBe(
      'lo hicieron ustedes llamenme trabajaron con sus clientes',
    );
    expect(words('¿En qué país? seis, dieciséis, jersey, ais, analysis').join(' ')).toBe('en que pais seis dieciseis jersey ais analysis');
  });

  test('language detection still follows the words (vosotros forms included)', () => {
    expect(detectLanguage('¿Hacéis migraciones a S/4HANA?', 'en')).toBe('es');
    expect(detectLanguage('Do you do SAP migrations?', 'es')).toBe('en');
  });
});
