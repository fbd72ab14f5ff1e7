/**
 * When the assistant offers the visitor its contact form inside the panel (docs/decisions/0040):
 * the visitor asks to be contacted, for a quote, a price, a meeting or a call (Spanish or English),
 * or the site has had nothing to say to two of the visitor's questions (the assistant declined twice).
 */
import { words } from './built-in/text';

/** Requests to be contacted, on folded words (accents removed, lower case). */
const ASKS_CONTACT = [
  // Spanish
  /\b(contact(?:en|enme|arme|arnos|ar|o|e|ara|aran|ase|asen)|comuni(?:quen|carse|carme)|llam(?:en|enme|eme|ar|arme|arnos|ara|aran|ase|asen|ada|adas))\b/,
  /\b(cotizacion|cotizaciones|cotizar|cotizen|propuestas? (?:economicas?|comercial(?:es)?)|presupuesto|precio(?! (?:cerrado|fijo))|precios|tarifa|tarifas|cuanto (?:cuesta|cuestan|cobran|sale|vale))\b/,
  /\b((?:agendar|programar|tener|solicitar|pedir|concertar|ver) (?:una )?(?:reunion|cita|llamada|videollamada|demo|demostracion)|reunirnos|(?:hablar|hablarlo|platicar|platicarlo) con (?:alguien|una persona|un asesor|un humano|ventas))\b/,
  // A partnership offered (to resell, to ally, to work together): a person answers it. (`words` reads
  // Spain's "vuestros", "vosotros" as "sus", "ustedes".)
  /\b((?:armar|formar|hacer|establecer|crear|explorar|iniciar|proponer(?:les)?|buscamos|buscar) (?:una |alguna |algun tipo de )?(?:alianza|asociacion|colaboracion)|ser (?:sus |tus )?(?:socios|partners?|revendedores|distribuidores|aliados)|asociarnos con|colaborar con ustedes)\b/,
  // "call me" in Mexico and Central America ("¿me pueden marcar mañana?")
  /\b((?:me|nos) (?:pueden|puede|podrian|podria|podes|puedes) marcar|marc(?:arme|arnos|enme|ame|ueme)|me marcan)\b/,
  // English
  /\b(contact (?:me|us)|get in touch|reach (?:me|us)|call (?:me|us|back)|give (?:me|us) a (?:call|ring)|ring (?:me|us)|phone call|callback|call back)\b/,
  /\b(quote|quotes|quotation|estimate|(?:commercial|pricing|price) proposals?|(?<!fixed )price|prices|pricing|ballpark|rough (?:cost|figure|number)|(?:day|daily|hourly) rates?|rate card|how much (?:does|do|is|would|will)|cost of|(?:would|do|will|does) (?:you|it) charge|your (?:rates|fees))\b/,
  /\b(partnership|partner (?:up )?with (?:you|your)|(?:become|becoming|be) (?:your |a )?(?:\w+ )?(?:partner|reseller|distributor)s?|resell(?:ing)? your|work(?:ing)? together with you|(?:joint|common) projects|collaborate with you)\b/,
  /\b((?:book|schedule|set up|arrange|have|request) (?:a |an )?(?:\w+ ){0,2}?(?:meeting|appointment|call|demo)|meet with (?:you|your team|someone)|talk to (?:someone|a person|a human|sales|an expert))\b/,
];

/** Whether a visitor's message asks to be contacted (or for a quote, a price, a meeting, a call). */
export function asksToBeContacted(message: string): boolean {
  const folded = words(message).join(' ');
  return ASKS_CONTACT.some((r) => r.test(folded));
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
