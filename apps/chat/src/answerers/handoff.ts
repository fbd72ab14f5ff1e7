/**
 * When the assistant offers the visitor its contact form inside the panel (docs/decisions/0040, 0086):
 * the visitor asks for a person, a call, a meeting or demo, a quote or a price, or offers a partnership
 * (Spanish or English), or the site has had nothing to say to two of the visitor's questions.
 *
 * Whether a message asks for a person is learnt, not written as rules: a linear classifier
 * (built-in/linear.ts: TF-IDF of folded words, word pairs and letter runs; an SVM) is trained at start-up
 * on the labelled messages of apps/chat/data/contact-requests.json, both languages in one model. A
 * wording it misses is fixed by adding labelled examples to that file, never by a rule here
 * (tests/eval/contact-cv.ts measures it, each example left out by k-fold, per language).
 */
import labelled from '../../data/contact-requests.json';
import { featureCounts, type LinearModel, probabilities, type TrainOptions, trainLinear, unitVector } from '../learning/linear';
import { prefillFrom } from './prefill';

/** The file's shape: per language, the messages that ask for contact and the others. */
export interface ContactRequests {
  es: { contact: string[]; other: string[] };
  en: { contact: string[]; other: string[] };
}

export const CONTACT = 'contact';
export const OTHER = 'other';

/**
 * The SVM's cost (C), its stopping tolerance and the softmax temperature: chosen by the k-fold
 * cross-validation of tests/eval/contact-cv.ts (docs/decisions/0086). With two labels, "contact" wins
 * when its probability reaches CONTACT_THRESHOLD (the temperature sets how scores become probabilities).
 */
export const CONTACT_TRAINING: TrainOptions = { cost: 1, tolerance: 0.01, temperature: 0.5 };

/** The file's messages as labelled examples (both languages). */
export function contactExamples(data: ContactRequests): Array<{ text: string; label: string; lang: 'es' | 'en' }> {
  return (['es', 'en'] as const).flatMap((lang) => [
    ...data[lang].contact.map((text) => ({ text, label: CONTACT, lang })),
    ...data[lang].other.map((text) => ({ text, label: OTHER, lang })),
  ]);
}

/** A model of labelled messages (the file's, or a fold's in the cross-validation). */
export const trainContactModel = (examples: ReadonlyArray<{ text: string; label: string }>): LinearModel =>
  trainLinear(examples, CONTACT_TRAINING);

let model: LinearModel | null = null;

/** The model trained on the whole file (once, at the first question or at start-up). */
export function contactModel(): LinearModel {
  model ??= trainContactModel(contactExamples(labelled as ContactRequests));
  return model;
}

/** The probability the model gives "contact" for a message (0 when it knows none of its features). */
export function contactProbability(message: string, from: LinearModel = contactModel()): number {
  const vector = unitVector(featureCounts(message), from.features);
  if (vector.ids.length === 0) return 0;
  return probabilities(from, vector).find(({ label }) => label === CONTACT)?.p ?? 0;
}

/**
 * From this probability on, a message asks for contact and the form is offered beside the answer
 * (offersContact): a form offered too often costs a click on "Not now"; a request missed is the
 * visitor's complaint. Chosen with the k-fold cross-validation (tests/eval/contact-cv.ts, decision 0086).
 */
export const CONTACT_THRESHOLD = 0.5;
/**
 * From this probability on, the built-in answerer answers with the contact page instead of the page the
 * question's words lead to (route()): a request read where there was none would lose the visitor's
 * answer, so it must be surer (decision 0086: the labelled sets' right first page, held-out.test.ts).
 */
export const ROUTE_CONTACT_THRESHOLD = 0.8;

/** Whether the model reads the message as a request for contact (at `threshold`). */
export function modelAsksContact(message: string, from: LinearModel = contactModel(), threshold = CONTACT_THRESHOLD): boolean {
  return contactProbability(message, from) >= threshold;
}

/**
 * Whether a visitor's message asks to be contacted (a person, a call, a meeting, a quote, a price, a
 * partnership): with the model's probability at `threshold` or above (ROUTE_CONTACT_THRESHOLD to route).
 */
export function asksToBeContacted(message: string, threshold = CONTACT_THRESHOLD): boolean {
  // The one guard beside the model: a message that gives an e-mail address or a phone number hands the
  // visitor's details over, and only a person can use them; the model reads words, and an address or a
  // number is never a word it has seen.
  const given = prefillFrom([message]);
  if (given.email || given.phone) return true;
  return modelAsksContact(message, contactModel(), threshold);
}

/** How many declined questions make the assistant offer the form. */
const DECLINES_BEFORE_OFFER = 2;

/**
 * Whether to offer the form after this question: it asks to be contacted, or the site has had nothing on
 * two of the visitor's questions (`declines`: how many, this one included; the service counts them from
 * the log's answer records, never by answering them again: docs/decisions/0082).
 */
export function offersContact(question: string, declines: number): boolean {
  return asksToBeContacted(question) || declines >= DECLINES_BEFORE_OFFER;
}
