/**
 * The language of a visitor's question (`detectLanguage`: `tinyld`, docs/decisions/0084) on the short
 * questions a chat gets: both languages, one word to twelve, with and without accents, with typos and
 * chat shorthand, with product names in them; and the widget's language deciding when the words cannot
 * (a product name alone). Also the stems Snowball gives (`stemEn`, `stemEs`) for the forms that must meet.
 */
import type { Lang } from '@site/content';
import { describe, expect, test } from 'vitest';
import { detectLanguage, stemEn, stemEs, words } from '../src/answerers/built-in/text';

/** Questions whose language the words tell, whatever the widget's language. */
const TOLD: Array<[string, Lang]> = [
  ['Hola', 'es'],
  ['gracias', 'es'],
  ['buenas tardes', 'es'],
  ['Hello', 'en'],
  ['Thanks!', 'en'],
  ['cuánto cuesta', 'es'],
  ['cuanto cuesta', 'es'],
  ['how much', 'en'],
  ['qué hacen', 'es'],
  ['que hacen', 'es'],
  ['q hacen', 'es'],
  ['what do you do', 'en'],
  ['do you hire developers', 'en'],
  ['servicios de nube', 'es'],
  ['migrate to S/4HANA', 'en'],
  ['¿Hacéis migraciones a S/4HANA?', 'es'],
  ['Do you do SAP migrations?', 'en'],
  ['quiero trabajar con ustedes', 'es'],
  ['I want to work with you', 'en'],
  ['tienen agentes de IA', 'es'],
  ['dónde están ubicados', 'es'],
  ['donde estan ubicados', 'es'],
  ['where are you located', 'en'],
  ['cuanto cuesta una migracion', 'es'],
  ['how much does a migration cost', 'en'],
  ['que es sap business one', 'es'],
  ['what is sap business one', 'en'],
  ['necesito ayuda con mi factura electronica', 'es'],
  ['help with my invoice', 'en'],
  ['Hola, me gustaría saber si hacen desarrollo de aplicaciones móviles para empresas medianas', 'es'],
  ['Hello, I would like to know whether you build mobile apps for mid-sized companies', 'en'],
  ['ofrecen soporte para SAP', 'es'],
  ['do you offer SAP support', 'en'],
  ['teneis vacantes', 'es'],
  ['any job openings', 'en'],
  ['wat servises do yu ofer', 'en'],
  ['q servisios ofrecen', 'es'],
  ['cuantos enpleados tienen', 'es'],
  ['how many employess do you have', 'en'],
  ['automatizacion de procesos con RPA', 'es'],
  ['process automation with RPA', 'en'],
  ['sales dashboard in Power BI', 'en'],
  ['¿Quiénes son?', 'es'],
  ['who are you', 'en'],
  ['historia de la empresa', 'es'],
  ['inteligencia artificial generativa para atencion al cliente', 'es'],
  ['generative AI for customer service', 'en'],
  ['correo electrónico', 'es'],
  ['¿Cuánto tiempo toma implementar SAP Business One en una empresa de 50 personas?', 'es'],
  ['How long does it take to implement SAP Business One in a 50-person company?', 'en'],
];

/**
 * Short questions without a stop word of either language, which `tinyld` reads without being sure:
 * right in their own language's widget; in the other one the widget's language decides (a Spanish
 * visitor may well type "cloud services").
 */
const WEAK: Array<[string, Lang]> = [
  ['precio', 'es'],
  ['contratan desarrolladores?', 'es'],
  ['migrar a S/4HANA', 'es'],
  ['cloud services', 'en'],
  ['AI agents', 'en'],
  ['power bi training', 'en'],
  ['company history', 'en'],
];

/** Questions the words cannot tell (product names alone): the widget's language decides. */
const UNTOLD = [
  'SAP Fiori',
  'Power BI',
  'S/4HANA',
  'SAP',
  'SAP Business One',
  'Microsoft Dynamics 365',
  'Dynamics 365 Business Central',
  'ok',
];

describe('the language of a question', () => {
  test.each(TOLD)('%s → %s, in either widget', (question, lang) => {
    expect(detectLanguage(question, 'es')).toBe(lang);
    expect(detectLanguage(question, 'en')).toBe(lang);
  });

  test.each(WEAK)('%s → %s in its own widget', (question, lang) => {
    expect(detectLanguage(question, lang)).toBe(lang);
  });

  test.each(UNTOLD)('%s alone follows the widget', (question) => {
    expect(detectLanguage(question, 'es')).toBe('es');
    expect(detectLanguage(question, 'en')).toBe('en');
  });

  test("English words in a Spanish question keep the Spanish widget's language when Spanish stop words say so", () => {
    expect(detectLanguage('tienen partners de data analytics', 'es')).toBe('es');
    expect(detectLanguage('do you have partners for data analytics', 'es')).toBe('en');
  });

  test("links and a page's path are no words of a language", () => {
    expect(detectLanguage('- SAP consulting (/servicio-sap): AMS support and Fiori extensions.', 'es')).toBe('en');
    expect(detectLanguage('See our open positions: /trabaja-con-nosotros, https://www.example.com/empleos-y-vacantes', 'es')).toBe('en');
  });
});

describe('stems', () => {
  const meet = (stem: (w: string) => string, forms: string) => new Set(words(forms).map(stem));

  test('English forms of one word meet, and different words stay apart', () => {
    for (const forms of ['service services', 'hire hiring hired', 'company companies', 'developer developers', 'migrate migration']) {
      expect(meet(stemEn, forms).size, forms).toBe(1);
    }
    expect(stemEn('study')).not.toBe(stemEn('studio'));
  });

  test('Spanish forms of one word meet, folded or written with accents', () => {
    for (const forms of [
      'costo costos',
      'agente agentes',
      'trabajan trabajo trabajamos',
      'automatización automatizacion automatizaciones automatizar automatizarlo',
      'migración migracion migraciones migrar migrado',
      'fundación fundada fundó',
      'empresa empresas',
      'desarrollador desarrolladores',
    ]) {
      expect(meet(stemEs, forms).size, forms).toBe(1);
    }
    expect(stemEs('ofreceis')).toBe(stemEs('ofrecen'));
    expect(stemEs('seis')).not.toBe(stemEs('sen'));
    expect(stemEs('nube')).not.toBe(stemEs('nuevo'));
  });
});
