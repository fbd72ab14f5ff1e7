/**
 * Text processing of the built-in answerer, for Spanish and English alike: accent folding, stop
 * words, stemming (so "agents"/"agentes", "costs"/"costos", "hire"/"hiring" meet) and language
 * detection of a visitor's question. The stemmers are Snowball's (`snowball-stemmers`) and the
 * language detector is `tinyld` (docs/decisions/0084); the word lists here are the site's own.
 */
import type { Lang } from '@site/content';
import { newStemmer } from 'snowball-stemmers';
import { detectAll } from 'tinyld';
import { fold } from '../../learning/fold';

/** Words: letters and digits (C3, 365, s4hana stay whole enough to match). */
export function words(text: string): string[] {
  return (
    fold(text)
      .replace(/\bs\/?4(?:\s*hana)?\b/g, 's4hana')
      .replace(/\bwhite\s+papers?\b/g, 'whitepaper')
      // English contractions: "doesn't" is "does not" (never a word "doesn" the site does not mention).
      .replace(/\bcan['’]t\b/g, 'can not')
      .replace(/n['’]t\b/g, ' not')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((w) => SHORTHAND.get(w) ?? ustedes(w))
  );
}

/**
 * A Spanish verb of the "vosotros" person (Spain) read as its "ustedes" form (Latin America), which
 * the answerer's rules are written in: "¿qué hacéis?" is "qué hacen", "¿cuántos años lleváis?" is
 * "cuántos años llevan", "vuestros clientes" is "sus clientes" (docs/decisions/0067). By ending: present
 * and conditional -áis/-éis (-an/-en), past -asteis/-isteis (-aron/-ieron), imperative -adme (-enme);
 * the few irregular ones by name. Never a word of another kind that ends so ("país", "seis", "dieciséis").
 */
function ustedes(word: string): string {
  const irregular = VOSOTROS.get(word);
  if (irregular) return irregular;
  if (word.length < 6 || /(?:seis|pais)$/.test(word)) return word;
  return word
    .replace(/asteis$/, 'aron')
    .replace(/isteis$/, 'ieron')
    .replace(/adme$/, 'enme')
    .replace(/ais$/, 'an')
    .replace(/eis$/, 'en');
}

const VOSOTROS = new Map(
  Object.entries({
    sois: 'son',
    habeis: 'han',
    estais: 'estan',
    teneis: 'tienen',
    podeis: 'pueden',
    quereis: 'quieren',
    venis: 'vienen',
    decis: 'dicen',
    vais: 'van',
    dais: 'dan',
    veis: 'ven',
    vosotros: 'ustedes',
    vosotras: 'ustedes',
    vuestro: 'su',
    vuestra: 'su',
    vuestros: 'sus',
    vuestras: 'sus',
  }),
);

/**
 * Chat shorthand read as the word it stands for ("q hacen" is "que hacen", "can u" is "can you"):
 * only forms that are no word of their own in either language (docs/decisions/0063).
 */
const SHORTHAND = new Map(
  Object.entries({
    q: 'que',
    xq: 'porque',
    pq: 'porque',
    porq: 'porque',
    tb: 'tambien',
    tmb: 'tambien',
    tbn: 'tambien',
    u: 'you',
    ur: 'your',
    pls: 'please',
    plz: 'please',
    ppl: 'people',
    thx: 'thanks',
    bc: 'because',
  }),
);

const EN_STOP = `a about above after again all am an and any are as at be because been before being below between both but by
can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how
i if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours ourselves out over own
please same she should so some such than that the their theirs them themselves then there these they this those through to too under
until up very was we were what when where which while who whom why will with would you your yours yourself yourselves tell know
want like need get give show explain anything something someone thing things hi hello hey thanks thank ok okay yes also much many
really kind type kinds types sort work works working us help helps helping`;

const ES_STOP = `a al algo algun alguna algunas alguno algunos ante antes como con contra cual cuales cuando cuanto de del desde donde
durante e el ella ellas ellos en entre era eres es esa esas ese eso esos esta estas este esto estos estoy fue fueron ha han has hay
hola gracias la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra otro para pero poco por porque que quien
quienes se sea ser si sin sobre son soy su sus tambien te tengo tiene tienen tenia tenias tenian teniamos ti tu tus un una unas uno unos usted ustedes vosotros y ya
yo puedes puede pueden podrian podria quiero quisiera necesito saber decir dime cuentame explica explicame informacion info tipo
tipos favor buenas buenos dias tardes noches vale ok hacen hace hacer crear pongo poner ponerme puedo podemos hago haces tienes
tenemos quieren queremos necesitamos estan estas esta estamos gustaria interesa trabajan trabajar
trabaja trabajamos trabajen
nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras suyo suya suyos suyas mio mia mios mias
haceis teneis podeis quereis trabajais estais sois ofreceis vosotras doy das da dan damos dais
ayuda ayudar ayudan ayudarnos ayudarme ayudame ayudenme ayudas`;

/**
 * Visitor words that mean what the site says with another word, in groups (docs/decisions/0017,
 * 0045): the built-in default. Editors keep the groups the chat uses in the chat-bot entry's
 * `synonyms` field (one group a line, words separated by commas; the seed fills it with these);
 * an empty field falls back to these. Each group is grounded in the site's content (tests: every group
 * has a member the indexed content uses), and never takes a word from the held-out evaluation sets
 * that the content does not use (tests/eval/held-out.test.ts): general equivalences, not answers to
 * the test questions.
 */
export const SYNONYMS: string[][] = [
  ['desarrollador', 'developer', 'coder', 'codificador'],
  ['consultor', 'consultant', 'advisor', 'adviser'],
  ['especialista', 'specialist', 'expert', 'experto', 'experta'],
  ['empresa', 'company', 'compania', 'firma', 'firm', 'organizacion', 'organization', 'organisation'],
  ['historia', 'history', 'trayectoria', 'background', 'origen', 'origins'],
  ['fundada', 'founded', 'established', 'fundacion', 'creada', 'nacio', 'nacimos'],
  ['direccion', 'address', 'sede', 'domicilio'],
  ['correo', 'email', 'mail', 'e-mail'],
  ['telefono', 'phone', 'telephone', 'numero', 'celular', 'whatsapp'],
  ['costo', 'cost', 'coste', 'gasto', 'spend', 'spending', 'expense'],
  ['ahorro', 'savings', 'saving', 'ahorrar', 'save', 'reducir', 'reduce', 'optimizar', 'optimise', 'optimize', 'cut', 'recortar'],
  ['demo', 'demostracion', 'prueba', 'probar', 'trial', 'try'],
  ['gratuito', 'gratuita', 'free'],
  ['nube', 'cloud'],
  ['migracion', 'migration', 'migrate', 'migrar', 'mudanza', 'move', 'upgrade', 'actualizacion', 'actualizar'],
  ['capacitacion', 'training', 'formacion', 'curso', 'course', 'clase', 'class', 'taller', 'workshop'],
  ['automatizacion', 'automation', 'automatizar', 'automate', 'robotizacion'],
  ['factura', 'invoice', 'invoices', 'billing'],
  ['agente', 'agent', 'bot', 'chatbot', 'asistente', 'assistant'],
  ['inteligencia', 'intelligence', 'ia', 'ai'],
  ['aplicacion', 'application', 'app', 'apps', 'aplicaciones'],
  ['movil', 'mobile', 'android', 'ios', 'smartphone'],
  ['tablero', 'dashboard', 'reporte', 'report', 'reporting', 'informe'],
  ['datos', 'data', 'analitica', 'analytics'],
  ['seguridad', 'security', 'ciberseguridad', 'cybersecurity'],
  ['equipo', 'team', 'cuadrilla', 'squad'],
  ['descargable', 'downloadable', 'guia', 'guide', 'estudio', 'study', 'plantilla', 'template', 'ebook'],
  ['blog', 'articulo', 'article', 'post', 'publicacion', 'publication'],
  ['cliente', 'client', 'customer'],
  ['proyecto', 'project'],
];

/** Synonym groups ready to look up: each folded word and each of its stems → its group. */
export interface Synonyms {
  groups: string[][];
  byWord: Map<string, number>;
  /** Each word's English stem, and its Spanish stem: a word meets a group in one language ("studio" is not "study"). */
  byStemEn: Map<string, number>;
  byStemEs: Map<string, number>;
}

/** The groups of the chat-bot entry's `synonyms` text: one group a line, words or phrases separated by commas (or semicolons). */
export function parseSynonyms(text: string | null | undefined): string[][] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[,;]/)
        .map((w) => words(w).join(' '))
        .filter(Boolean),
    )
    .filter((group) => group.length >= 2);
}

/** The synonyms to use: the editors' groups, or the built-in ones when there are none. */
export function synonymsOf(groups: string[][]): Synonyms {
  const use = groups.length ? groups : SYNONYMS;
  const byWord = new Map<string, number>();
  const byStemEn = new Map<string, number>();
  const byStemEs = new Map<string, number>();
  use.forEach((group, i) => {
    for (const w of group) {
      if (!byWord.has(w)) byWord.set(w, i);
      if (!byStemEn.has(stemEn(w))) byStemEn.set(stemEn(w), i);
      if (!byStemEs.has(stemEs(w))) byStemEs.set(stemEs(w), i);
    }
  });
  return { groups: use, byWord, byStemEn, byStemEs };
}

const EN_STOP_WORDS = new Set(EN_STOP.split(/\s+/).filter(Boolean));
const ES_STOP_WORDS = new Set(ES_STOP.split(/\s+/).filter(Boolean));
export const STOP_WORDS = new Set([...EN_STOP_WORDS, ...ES_STOP_WORDS]);

/** Each language's stop words that the other language does not have ("que", "para"; "the", "what"). */
const OWN_STOP_WORDS: Record<Lang, Set<string>> = {
  es: new Set([...ES_STOP_WORDS].filter((w) => !EN_STOP_WORDS.has(w))),
  en: new Set([...EN_STOP_WORDS].filter((w) => !ES_STOP_WORDS.has(w))),
};

const snowballEn = newStemmer('english');
const snowballEs = newStemmer('spanish');

/** English stem (Snowball's English, "Porter2"): "services"/"service", "hiring"/"hire", "companies"/"company" meet. */
export function stemEn(term: string): string {
  if (term.length <= 3 || /\d/.test(term)) return term;
  return snowballEn.stem(term);
}

/**
 * Snowball's Spanish stemmer reads written accents, and the words here arrive folded (`fold`): the
 * endings whose accent it needs to see get it back first ("migracion" is "migración").
 */
const ACCENTED_ENDINGS: Array<[RegExp, string]> = [
  [/acion$/, 'ación'],
  [/ucion$/, 'ución'],
];

/**
 * Spanish stem (Snowball's Spanish): "trabajan"/"trabajo", "costos"/"costo", "automatizarlo"/"automatizar"
 * meet; a "vosotros" verb is read as its "ustedes" form first ("haceis" is "hacen", as in `words`).
 */
export function stemEs(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const accented = ACCENTED_ENDINGS.reduce((w, [ending, written]) => w.replace(ending, written), ustedes(word));
  const stem = fold(snowballEs.stem(accented));
  // Snowball keeps "-ación" on a short word (outside its R2 region): "migración" would not meet
  // "migrar", nor "fundación" "fundada". The noun meets its verb when three letters stay.
  return stem.length >= 8 && stem.endsWith('acion') ? stem.slice(0, -5) : stem;
}

const stemFor = (lang: Lang) => (lang === 'es' ? stemEs : stemEn);

const isContentWord = (w: string) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w));

/** A text of one language as its indexed terms (stop words out, stemmed), space-separated. */
export function docTerms(text: string, lang: Lang): string {
  const stem = stemFor(lang);
  return words(text).filter(isContentWord).map(stem).join(' ');
}

/** The content stems of a text of one language, in order. */
export function contentStems(text: string, lang: Lang): string[] {
  const stem = stemFor(lang);
  return words(text).filter(isContentWord).map(stem);
}

export interface QuestionWord {
  word: string;
  /** The word's stems in both languages (the question's language is a guess). */
  stems: string[];
  /** The stems of its synonyms (SYNONYMS), both languages; matched with a lower weight. */
  related: string[];
  /**
   * Per language, the word's stem and its synonyms' stems by that language's stemmer: what meets a
   * text of that language, stemmed the same way (Spanish "studio" → "studi" is not English "studies" → "studi").
   */
  by: Record<Lang, { stem: string; related: string[] }>;
}

let builtIn: Synonyms | null = null;
/** The built-in groups (SYNONYMS), compiled once. */
const builtInSynonyms = (): Synonyms => {
  builtIn ??= synonymsOf(SYNONYMS);
  return builtIn;
};

const bothStems = (w: string) => [...new Set([stemEn(w), stemEs(w)])];

/** The content words of a question, each with its stems in both languages and its synonyms' stems. */
export function questionWords(text: string, synonyms: Synonyms = builtInSynonyms()): QuestionWord[] {
  const seen = new Set<string>();
  const out: QuestionWord[] = [];
  for (const w of words(text)) {
    if (!isContentWord(w) || seen.has(w)) continue;
    seen.add(w);
    const stems = bothStems(w);
    const group = synonyms.byWord.get(w) ?? synonyms.byStemEn.get(stemEn(w)) ?? synonyms.byStemEs.get(stemEs(w));
    const related =
      group === undefined
        ? []
        : [...new Set(synonyms.groups[group].filter((s) => s !== w).flatMap((s) => words(s).flatMap(bothStems)))].filter(
            (s) => !stems.includes(s),
          );
    const members = group === undefined ? [] : synonyms.groups[group].filter((s) => s !== w).flatMap((s) => words(s));
    const by = (stem: (x: string) => string) => {
      const own = stem(w);
      return { stem: own, related: [...new Set(members.map(stem))].filter((s) => s !== own) };
    };
    out.push({ word: w, stems, related, by: { en: by(stemEn), es: by(stemEs) } });
  }
  return out;
}

/** A link or a page's path ("https://…", "/servicio-sap", "/#contacto"): no words of a language. */
const LINK = /(?:https?:\/\/|(?<![\p{L}\p{N}])\/)[^\s)]*/gu;
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}/.-]*/gu;
/** A word written as a name: a capital or a digit first ("Power", "Fiori", "365"). */
const nameLike = (t: string) => /^[\p{Lu}\p{N}]/u.test(t);
/** A product's code: digits in it, or two capitals or more ("SAP", "BI", "S/4HANA", "365"). */
const productCode = (t: string) => /\p{N}/u.test(t) || /^[\p{Lu}/.-]{2,}$/u.test(t);

/**
 * The text without its links and product names, which are evidence of no language ("Power BI", "SAP Business
 * One", "Microsoft Dynamics 365"): a run of words written as names (only spaces between them) that
 * has a product's code in it. Lower-case names ("power bi") stay: they are rarer, and a detector
 * reads them as the English words they are.
 */
function withoutProductNames(text: string): string {
  const plain = text.replace(LINK, ' ');
  const tokens = [...plain.matchAll(TOKEN)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  const dropped = new Set<number>();
  let run: number[] = [];
  const close = () => {
    if (run.some((k) => productCode(tokens[k].word))) for (const k of run) dropped.add(k);
    run = [];
  };
  tokens.forEach((token, k) => {
    if (k > 0 && !/^\s+$/.test(plain.slice(tokens[k - 1].end, token.start))) close();
    if (nameLike(token.word)) run.push(k);
    else close();
  });
  close();
  return tokens
    .filter((_, k) => !dropped.has(k))
    .map((t) => t.word)
    .join(' ');
}

/** Marks only Spanish writes: "¿", "¡", "ñ", an accented vowel. */
const SPANISH_MARKS = /[¿¡ñáéíóú]/i;
/** `tinyld` sure of a language: its share at least this (on the labelled questions, any floor from 0.2 to 1 decides alike). */
const SURE = 0.5;

/**
 * The language of a question: the widget's language (the hint) unless the question shows the other one.
 * It shows it by more of the other language's own stop words than of the hint's (Spanish marks count as
 * Spanish ones: "¿Hacéis…?" in an English widget is Spanish; "Hello", "Thanks!" in a Spanish one are
 * English), unless `tinyld` (links and product names left out) is sure of the hint's language; or, with
 * no stop word of either, by `tinyld` being sure of the other language. So a short question without a
 * stop word ("SAP Fiori", "cloud services", "precio") is in the widget's language, and English words in a
 * Spanish question ("tienen partners de data analytics") keep it Spanish.
 */
export function detectLanguage(text: string, hint: Lang = 'en'): Lang {
  const plain = withoutProductNames(text);
  const score: Record<Lang, number> = { es: 0, en: 0 };
  for (const { lang, accuracy } of detectAll(plain, { only: ['es', 'en'] })) {
    if (lang === 'es' || lang === 'en') score[lang] = accuracy;
  }
  const other: Lang = hint === 'es' ? 'en' : 'es';
  const said = words(plain);
  const marks = SPANISH_MARKS.test(plain) ? 1 : 0;
  const own = (lang: Lang) => said.filter((w) => OWN_STOP_WORDS[lang].has(w)).length + (lang === 'es' ? marks : 0);
  const sure = (lang: Lang) => score[lang] >= SURE && score[lang] > score[lang === 'es' ? 'en' : 'es'];
  if (own(other) > own(hint)) return sure(hint) ? hint : other;
  if (own(other) < own(hint)) return hint;
  return own(hint) === 0 && sure(other) ? other : hint;
}
