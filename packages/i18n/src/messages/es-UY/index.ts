import type { Messages } from '../en';
import { admin } from './admin';
import { mail } from './mail';
import { problems } from './problems';
import { shop } from './shop';
import { ui } from './ui';

/** Every word in Spanish as Uruguay writes it (es-UY): the same keys as the English catalogue. */
export const esUY: Messages = { ...ui, ...shop, ...admin, ...problems, ...mail };
