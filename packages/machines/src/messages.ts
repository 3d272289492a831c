import { NewOrderBounds, NewReviewBounds, SignupRequestBounds, type FieldErrorCode, type LoginField, type ReviewField, type SignupField } from '@cellar/domain';
import { problemWords, type MessageKey, type Refusal, type Words } from '@cellar/i18n';
import type { Phrase, Said, ToastContent } from './types';

/**
 * What the flows say, as phrases of the catalogue's `shop` and `admin` areas (@cellar/i18n): the words themselves,
 * the spec's English and the Spanish, live there, so the same flow speaks either language.
 */

export const DEVELOPMENT_MESSAGE: Phrase = { key: 'notice.inDevelopment' };
export const PAYMENT_METHOD_REQUIRED: Phrase = { key: 'checkout.paymentRequired' };
export const SHIPPING_DATE_REQUIRED: Phrase = { key: 'checkout.dateRequired' };
export const DATE_INPUT_INVALID: Phrase = { key: 'checkout.dateInvalid' };
export const PASSWORDS_DONT_MATCH: Phrase = { key: 'signup.passwordsDontMatch' };
export const OUT_OF_STOCK_NOTICE: Phrase = { key: 'product.outOfStock' };

/** Not in the original (it added a line for a wine with no stock); see the README's deviations. */
export const OUT_OF_STOCK_REFUSAL: Phrase = { key: 'product.outOfStockRefusal' };

export function stockLimitMessage(stock: number): Phrase {
  return { key: 'product.stockLimit', values: { stock } };
}

export const TOAST_DURATION_MS = 3000;

export const DATABASE_TOAST: ToastContent = { title: { key: 'notice.database' }, description: { key: 'notice.databaseReset' }, variant: 'success' };

export const ADDED_TO_CART_TOAST: ToastContent = { title: { key: 'notice.cart' }, description: { key: 'notice.addedToCart' }, variant: 'success' };

export const EMPTY_CART_TOAST: ToastContent = { title: { key: 'notice.checkout' }, description: { key: 'notice.emptyCart' }, variant: 'info' };

export const WALLET_TOAST: ToastContent = { title: { key: 'notice.checkout' }, description: DEVELOPMENT_MESSAGE, variant: 'info' };

/** A wine withdrawn from sale: the order history's toast, and the product page's refusal. */
export const WINE_UNAVAILABLE: Phrase = { key: 'notice.wineUnavailable' };

export const UNAVAILABLE_WINE_TOAST: ToastContent = { title: { key: 'notice.myOrders' }, description: WINE_UNAVAILABLE, variant: 'info' };

export const NEWSLETTER_TOAST: ToastContent = { title: { key: 'notice.newsletter' }, description: DEVELOPMENT_MESSAGE, variant: 'info' };

export const PROFILE_UPDATED_TOAST: ToastContent = { title: { key: 'notice.profileUpdated' }, description: { key: 'notice.profileSaved' }, variant: 'success' };

/** A new password was chosen with a reset link: said on the login page it leads to. */
export const PASSWORD_RESET_TOAST: ToastContent = { title: { key: 'notice.password' }, description: { key: 'notice.passwordReset' }, variant: 'success' };

/** The signed-in shopper changed their password on Profile. */
export const PASSWORD_CHANGED_TOAST: ToastContent = { title: { key: 'notice.password' }, description: { key: 'notice.passwordChanged' }, variant: 'success' };
export const ACCOUNT_ERASED_TOAST: ToastContent = { title: { key: 'notice.account' }, description: { key: 'notice.accountErased' }, variant: 'success' };

/** A reset link that was used, has expired or never was: said alike, as the server says it. */
export const RESET_LINK_INVALID: Phrase = { key: 'problem.resetLinkInvalid' };

/** A call made with the saved token was refused: a reset, an expiry or a revocation ended the session on the server. */
export const SESSION_ENDED_TOAST: ToastContent = { title: { key: 'notice.session' }, description: { key: 'notice.sessionExpired' }, variant: 'info' };

/** What a flow says, in `words`' language: a phrase from the catalogue, a refusal by its code, text as it came. */
export function sayIn(words: Words, said: Said): string {
  if (typeof said === 'string') return said;
  if ('refusal' in said) return problemWords(words, said.refusal, said.refusal.detail);
  return words(said.key, said.values);
}

/** Shown on the order history when the product lookup itself fails (the original ignored it). */
export function orderHistoryErrorToast(detail: Said): ToastContent {
  return { title: { key: 'notice.myOrders' }, description: detail, variant: 'error' };
}

/** Shown when the catalogue's list or its next page fails without a reason from the server. */
export const CATALOGUE_LOAD_FAILED: Phrase = { key: 'ourWines.loadFailed' };

/** Said when a call fails without a reason from the server. */
export const SOMETHING_WENT_WRONG: Phrase = { key: 'notice.somethingWrong' };

/**
 * The server's reason for a refusal, by its code so that the reader's language says it (its `detail`, the
 * error's message, for a code those words do not know); else the error's own message (the API client's
 * for a network failure); else `fallback`.
 */
export function problemOr(error: unknown, fallback: Said = SOMETHING_WENT_WRONG): Said {
  const message = error instanceof Error && error.message ? error.message : undefined;
  const refusal = refusalOf(error);
  if (refusal) return { refusal: message ? { ...refusal, detail: message } : refusal };
  return message ?? fallback;
}

/** Shown when a back-office list's page fails without a reason from the server. */
export const LIST_LOAD_FAILED: Phrase = { key: 'admin.list.loadFailed' };

/** The refusal an API client's error carries (its problem+json: code, params, errors, detail), if it carries one. */
function refusalOf(error: unknown): Refusal | undefined {
  const problem = typeof error === 'object' && error !== null ? (error as { problem?: unknown }).problem : undefined;
  return typeof problem === 'object' && problem !== null && typeof (problem as Refusal).code === 'string' ? (problem as Refusal) : undefined;
}

/** What to say under a refused field, whatever the code: the shop's words, never the contract's field names. */
export type FieldWords = (code: FieldErrorCode) => Phrase;

const account = SignupRequestBounds;

/** A field refused as too long says `tooLong` (with its `max`), any other refusal `other` (with its `min`, when it has one). */
const field =
  (tooLong: MessageKey, other: MessageKey, { minLength, maxLength }: { minLength?: number; maxLength: number }): FieldWords =>
  (code): Phrase => {
    if (code === 'maxLength') return { key: tooLong, values: { max: maxLength } };
    return minLength === undefined ? { key: other } : { key: other, values: { min: minLength } };
  };

const email: FieldWords = (code) => {
  if (code === 'required') return { key: 'field.emailMissing' };
  if (code === 'taken') return { key: 'field.emailTaken' };
  if (code === 'fixed') return { key: 'problem.demoEmailFixed' };
  if (code === 'maxLength') return { key: 'field.emailTooLong', values: { max: account.email.maxLength } };
  return { key: 'field.emailInvalid' };
};

/** The account's fields, as sign-up and the profile show them. */
export const ACCOUNT_FIELD_WORDS: Record<SignupField | 'confirmPassword', FieldWords> = {
  firstname: field('field.firstnameTooLong', 'field.firstnameMissing', account.firstname),
  lastname: field('field.lastnameTooLong', 'field.lastnameMissing', account.lastname),
  address: field('field.addressTooLong', 'field.addressTooShort', account.address),
  phone: field('field.phoneTooLong', 'field.phoneInvalid', account.phone),
  email,
  password: field('field.passwordTooLong', 'field.passwordTooShort', account.password),
  confirmPassword: () => PASSWORDS_DONT_MATCH,
};

export const LOGIN_FIELD_WORDS: Record<LoginField, FieldWords> = {
  email: () => ({ key: 'field.emailMissing' }),
  password: () => ({ key: 'field.passwordMissing' }),
};

export const CHECKOUT_FIELD_WORDS: Record<'shippingAddress' | 'shippingDate' | 'paymentMethod', FieldWords> = {
  shippingAddress: field('field.shippingAddressTooLong', 'field.shippingAddressTooShort', NewOrderBounds.shippingAddress),
  shippingDate: () => DATE_INPUT_INVALID,
  paymentMethod: () => PAYMENT_METHOD_REQUIRED,
};

/** A review's fields; a control character (pasted from somewhere odd) is named as such, since it cannot be seen. */
export const REVIEW_FIELD_WORDS: Record<ReviewField, FieldWords> = {
  rating: () => ({ key: 'review.ratingMissing' }),
  title: (code) => (code === 'controlCharacters' ? { key: 'review.controlCharacters' } : { key: 'review.titleTooLong', values: { max: NewReviewBounds.title.maxLength } }),
  body: (code) => {
    if (code === 'controlCharacters') return { key: 'review.controlCharacters' };
    return code === 'maxLength' ? { key: 'review.bodyTooLong', values: { max: NewReviewBounds.body.maxLength } } : { key: 'review.bodyMissing' };
  },
};
