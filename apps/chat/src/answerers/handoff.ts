/**
 * When the assistant offers the visitor its contact form inside the panel (docs/decisions/0040, 0080):
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
import { classify, type LinearModel, type TrainOptions, trainLinear } from './built-in/linear';
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
 * cross-validation of tests/eval/contact-cv.ts (docs/decisions/0080). With two labels, "contact" wins
 * when its score is above the other's: the temperature only scales the reported probability.
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

/** Whether the model reads the message as a request for contact. */
export function modelAsksContact(message: string, from: LinearModel = contactModel()): boolean {
  return classify(from, message)?.label === CONTACT;
}

/** Whether a visitor's message asks to be contacted (a person, a call, a meeting, a quote, a price, a partnership). */
export function asksToBeContacted(message: string): boolean {
  // The one guard beside the model: a message that gives an e-mail address or a phone number hands the
  // visitor's details over, and only a person can use them; the model reads words, and an address or a
  // number is never a word it has seen.
  const given = prefillFrom([message]);
  if (given.email || given.phone) return true;
  return modelAsksContact(message);
}

/** How many declined questions make the assistant offer the form. */
const DECLINES_BEFORE_OFFER = 2;

/**
 * Whether to offer the form after this question: it asks to be contacted, or it is the visitor's
 * second question (or later) the site has nothing on (`offTopic` says which of them it had nothing on).
 */
export function offersContact(userMessages: string[], offTopic: (message: string) => boolean): boolean {
  const last = userMessages[userMessages.length - 1] ?? '';
  if (asksToBeContacted(last)) return true;
  if (!offTopic(last)) return false;
  return userMessages.filter(offTopic).length >= DECLINES_BEFORE_OFFER;
}
