/**
 * How well "does this message ask for a person?" is answered (docs/decisions/0086), measured on the
 * labelled messages of apps/chat/data/contact-requests.json by k-fold cross-validation: the file's
 * examples (both languages) are dealt into K folds, each label's examples spread evenly (a seeded
 * shuffle); each fold is read by a model trained on the other folds. Precision and recall of "contact"
 * are summed per language, for the model alone, the model with its one guard (an e-mail or phone number
 * given), and the regular expressions it replaced (which need no training: read on every example).
 *
 *   npx tsx apps/chat/tests/eval/contact-cv.ts [--folds 10] [--costs 0.5,1,2,4] [--thresholds 0.5,0.7] [--misses]
 *
 * `--misses` prints the examples each reading gets wrong (the file's own text: never an evaluation set's).
 */
import { readFileSync } from 'node:fs';
import { type LinearModel, seeded, trainLinear } from '../../src/learning/linear';
import { words } from '../../src/answerers/built-in/text';
import {
  CONTACT,
  CONTACT_THRESHOLD,
  CONTACT_TRAINING,
  type ContactRequests,
  contactExamples,
  contactProbability,
} from '../../src/answerers/handoff';
import { prefillFrom } from '../../src/answerers/prefill';

/** The regular expressions of handoff.ts before this decision (on folded words), kept here as the baseline. */
const OLD_ASKS_CONTACT = [
  /\b(contact(?:en|enme|arme|arnos|ar|o|e|ara|aran|ase|asen)|comuni(?:quen|carse|carme)|llam(?:en|enme|eme|ar|arme|arnos|ara|aran|ase|asen|ada|adas))\b/,
  /\b(cotizacion|cotizaciones|cotizar|cotizen|propuestas? (?:economicas?|comercial(?:es)?)|presupuesto|precio(?! (?:cerrado|fijo))|precios|tarifa|tarifas|cuanto (?:cuesta|cuestan|cobran|sale|vale))\b/,
  /\b((?:agendar|programar|tener|solicitar|pedir|concertar|ver) (?:una )?(?:reunion|cita|llamada|videollamada|demo|demostracion)|reunirnos|(?:hablar|hablarlo|platicar|platicarlo) con (?:alguien|una persona|un asesor|un humano|ventas))\b/,
  /\b((?:armar|formar|hacer|establecer|crear|explorar|iniciar|proponer(?:les)?|buscamos|buscar) (?:una |alguna |algun tipo de )?(?:alianza|asociacion|colaboracion)|ser (?:sus |tus )?(?:socios|partners?|revendedores|distribuidores|aliados)|asociarnos con|colaborar con ustedes)\b/,
  /\b((?:me|nos) (?:pueden|puede|podrian|podria|podes|puedes) marcar|marc(?:arme|arnos|enme|ame|ueme)|me marcan)\b/,
  /\b(contact (?:me|us)|get in touch|reach (?:me|us)|call (?:me|us|back)|give (?:me|us) a (?:call|ring)|ring (?:me|us)|phone call|callback|call back)\b/,
  /\b(quote|quotes|quotation|estimate|(?:commercial|pricing|price) proposals?|(?<!fixed )price|prices|pricing|ballpark|rough (?:cost|figure|number)|(?:day|daily|hourly) rates?|rate card|how much (?:does|do|is|would|will)|cost of|(?:would|do|will|does) (?:you|it) charge|your (?:rates|fees))\b/,
  /\b(partnership|partner (?:up )?with (?:you|your)|(?:become|becoming|be) (?:your |a )?(?:\w+ )?(?:partner|reseller|distributor)s?|resell(?:ing)? your|work(?:ing)? together with you|(?:joint|common) projects|collaborate with you)\b/,
  /\b((?:book|schedule|set up|arrange|have|request) (?:a |an )?(?:\w+ ){0,2}?(?:meeting|appointment|call|demo)|meet with (?:you|your team|someone)|talk to (?:someone|a person|a human|sales|an expert))\b/,
];
const oldAsksContact = (message: string) => {
  const folded = words(message).join(' ');
  return OLD_ASKS_CONTACT.some((r) => r.test(folded));
};
const guard = (message: string) => {
  const given = prefillFrom([message]);
  return Boolean(given.email || given.phone);
};

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const K = Number(arg('folds', '10'));
const COSTS = arg('costs', String(CONTACT_TRAINING.cost)).split(',').map(Number);
const THRESHOLDS = arg('thresholds', String(CONTACT_THRESHOLD)).split(',').map(Number);
const MISSES = process.argv.includes('--misses');

type Example = ReturnType<typeof contactExamples>[number];

/** Each example's fold: per language and label, a shuffled order dealt round-robin (stratified). */
function folds(examples: readonly Example[]): number[] {
  const fold = new Array<number>(examples.length).fill(0);
  const random = seeded(80);
  const groups = new Map<string, number[]>();
  examples.forEach((e, i) => {
    groups.set(`${e.lang}:${e.label}`, [...(groups.get(`${e.lang}:${e.label}`) ?? []), i]);
  });
  for (const members of groups.values()) {
    for (let i = members.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [members[i], members[j]] = [members[j] ?? 0, members[i] ?? 0];
    }
    members.forEach((example, n) => {
      fold[example] = n % K;
    });
  }
  return fold;
}

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  misses: string[];
}
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0, misses: [] });
function count(t: Tally, truth: boolean, said: boolean, text: string) {
  if (truth && said) t.tp++;
  else if (!truth && said) {
    t.fp++;
    t.misses.push(`false contact: ${text}`);
  } else if (truth) {
    t.fn++;
    t.misses.push(`missed: ${text}`);
  } else t.tn++;
}
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
const line = (t: Tally) =>
  `precision ${t.tp}/${t.tp + t.fp} (${pct(t.tp, t.tp + t.fp)}), recall ${t.tp}/${t.tp + t.fn} (${pct(t.tp, t.tp + t.fn)}), ` +
  `F1 ${((2 * t.tp) / (2 * t.tp + t.fp + t.fn)).toFixed(3)}, accuracy ${pct(t.tp + t.tn, t.tp + t.tn + t.fp + t.fn)}`;

const data = JSON.parse(readFileSync(new URL('../../data/contact-requests.json', import.meta.url), 'utf8')) as ContactRequests;
const examples = contactExamples(data);
const fold = folds(examples);
const LANGS = ['es', 'en'] as const;
console.log(
  `${examples.length} examples (${LANGS.map((l) => `${l}: ${data[l].contact.length} contact, ${data[l].other.length} other`).join('; ')}), ${K} folds`,
);

const report = (name: string, said: (e: Example, i: number) => boolean) => {
  const t = { es: tally(), en: tally() };
  examples.forEach((e, i) => {
    count(t[e.lang], e.label === CONTACT, said(e, i), e.text);
  });
  for (const lang of LANGS) {
    console.log(`  ${name} ${lang}: ${line(t[lang])}`);
    if (MISSES) for (const m of t[lang].misses) console.log(`      ${m}`);
  }
};

report('old regexes', (e) => oldAsksContact(e.text));
for (const cost of COSTS) {
  const started = performance.now();
  const models: LinearModel[] = [];
  for (let k = 0; k < K; k++)
    models.push(
      trainLinear(
        examples.filter((_, i) => fold[i] !== k),
        { ...CONTACT_TRAINING, cost },
      ),
    );
  const ms = (performance.now() - started) / K;
  console.log(`C = ${cost} (a model trained in ${ms.toFixed(0)} ms):`);
  for (const threshold of THRESHOLDS) {
    const model = (e: Example, i: number) => contactProbability(e.text, models[fold[i] ?? 0] as LinearModel) >= threshold;
    report(`model, p >= ${threshold}`, model);
    report(`model + guard, p >= ${threshold}`, (e, i) => guard(e.text) || model(e, i));
  }
}
