/**
 * Both languages' texts, given to the translators at start-up: the server renders either language.
 * (The browser fetches only the page's own, `load.ts`; docs/decisions/0089.)
 */
import en from './en.json';
import es from './es.json';
import { provideDictionary } from './i18n';

provideDictionary('es', es);
provideDictionary('en', en);
