import { describe, expect, it } from 'vitest';
import { ANSWER_KIND_SETS, readKinds } from '../src/answerers/built-in/answer-kinds';
import { words } from '../src/answerers/built-in/text';
import { fold } from '../src/learning/fold';

/** As the answerer reads a question (compose.ts gets its folded words). */
const folded = (q: string) => words(q).join(' ');

/** Questions the model never saw (none is in apps/chat/data/questions/answer-kinds.*.json), by the kind they ask for. */
const UNSEEN = {
  figure: [
    '¿Cuántos ingenieros forman parte de la compañía?',
    '¿Cuánto cuesta el módulo de inventario?',
    'cuanto demora una auditoria',
    'How many engineers are on staff?',
    'How much is the inventory module?',
    'how long does an audit take',
  ],
  year: [
    '¿En qué año arrancó la empresa?',
    '¿Cuándo abrieron en Uruguay?',
    'What year did the company get going?',
    'When did you open in Uruguay?',
  ],
  place: [
    '¿Dónde tienen su oficina principal?',
    '¿En qué países hay consultores suyos?',
    'Where is your main office located?',
    'Which countries have your consultants?',
  ],
  list: [
    '¿Cuáles son sus áreas de servicio?',
    '¿Qué certificados tienen?',
    'What are your service areas?',
    'Which certificates do you have?',
  ],
} as const;
const YES_NO = [
  '¿Tienen oficina en Uruguay?',
  '¿Hacen consultoría de datos?',
  '¿Han trabajado con hospitales?',
  'Do you have an office in Uruguay?',
  'Do you do data consulting?',
  'Have you worked with hospitals?',
];
const NOT_YES_NO = [
  '¿y en Uruguay?',
  '¿Qué tal en seguros?',
  '¿Cómo funciona el soporte?',
  '¿Y si el consultor se enferma?',
  'and in Uruguay?',
  'What about insurance?',
  'How does support work?',
  'And what if the consultant gets sick?',
];

describe('the kind of answer a question asks for (answer-kinds.ts)', () => {
  const seen = new Set(ANSWER_KIND_SETS.flatMap((set) => set.questions.map(({ q }) => fold(q))));

  it('is asked with questions it never learnt', () => {
    for (const q of [...Object.values(UNSEEN).flat(), ...YES_NO, ...NOT_YES_NO]) expect(seen.has(fold(q)), q).toBe(false);
  });

  it('finds a figure, a year, a place or a list in both languages', () => {
    for (const [kind, questions] of Object.entries(UNSEEN)) for (const q of questions) expect(readKinds(folded(q)).wanted, q).toBe(kind);
  });

  it('wants none of them of a yes/no question, a short going-on or an open question', () => {
    for (const q of [...YES_NO, ...NOT_YES_NO]) expect(readKinds(folded(q)).wanted, q).toBeNull();
  });

  it('tells a yes/no question from a going-on "and …?" and an open question', () => {
    for (const q of YES_NO) expect(readKinds(folded(q)).yesNo, q).toBe(true);
    for (const q of [...NOT_YES_NO, ...Object.values(UNSEEN).flat()]) expect(readKinds(folded(q)).yesNo, q).toBe(false);
  });
});
