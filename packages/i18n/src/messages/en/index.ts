import { admin } from './admin';
import { mail } from './mail';
import { problems } from './problems';
import { shop } from './shop';
import { ui } from './ui';

/**
 * Every word in English, in ICU MessageFormat: the spec's own strings. Each area has a file of its own
 * (ui, shop, admin, problems, mail) so that work on one never touches another's; keys are `<where>.<what>`,
 * unique across areas. Every other locale's catalogue has exactly these keys (its type is `Messages`).
 */
export const en = { ...ui, ...shop, ...admin, ...problems, ...mail };

export type MessageKey = keyof typeof en;
/** The back office's keys: compiled apart from the rest, so the shop never downloads them (`@cellar/i18n/admin`). */
export type AdminKey = keyof typeof admin;
/** The mail's keys: compiled apart too, loaded only by the server that writes the mail (`@cellar/i18n/mail`). */
export type MailKey = keyof typeof mail;
/** The keys the shop ships: its components', its pages' and the API's problems'. */
export type ShopKey = Exclude<MessageKey, AdminKey | MailKey>;
/** A locale's catalogue: every key of the English one, none other. */
export type Messages = Record<MessageKey, string>;
/** One area of a locale's catalogue: the keys of the English area. */
export type AreaMessages<English> = Record<keyof English, string>;
