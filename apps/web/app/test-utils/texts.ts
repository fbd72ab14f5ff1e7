/** The unit tests' set-up: both languages' texts from the start, as the server has them (docs/decisions/0089). */
import en from '~/i18n/en.json';
import es from '~/i18n/es.json';
import { provideDictionary } from '~/i18n/i18n';

provideDictionary('es', es);
provideDictionary('en', en);
