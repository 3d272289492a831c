import { loaderOfArea } from './apart';
import { messages as english } from './messages/compiled/admin/en.gen';

/** Loads `locale` with the back office's words among the shared ones; English is always loaded. */
export const loadAdminLocale = loaderOfArea(english, { 'es-UY': async () => import('./messages/compiled/admin/es-UY.gen') });
