import { loaderOfArea } from './apart';
import { messages as english } from './messages/compiled/mail/en.gen';

/** Loads `locale` with the mail's words among the shared ones; English is always loaded. */
export const loadMailLocale = loaderOfArea(english, { 'es-UY': async () => import('./messages/compiled/mail/es-UY.gen') });
