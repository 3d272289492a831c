import { NewOrderBounds, SignupRequestBounds, type FieldErrorCode, type LoginField, type SignupField } from '@cellar/domain';
import type { ToastContent } from './types';

/** User-facing strings, verbatim from the spec so the shop, the tests and the machines agree. */

export const DEVELOPMENT_MESSAGE = 'This functionality is still in development!';
export const PAYMENT_METHOD_REQUIRED = 'Please select a payment method';
export const SHIPPING_DATE_REQUIRED = 'Please select a shipping date';
export const DATE_INPUT_INVALID = 'Date input not valid.';
export const PASSWORDS_DONT_MATCH = "Passwords don't match. Try again!";
export const OUT_OF_STOCK_NOTICE = 'OUR CELLARS RUN OUT OF THIS PRODUCT!';

/** Not in the original (it added a line for a wine with no stock); see the README's deviations. */
export const OUT_OF_STOCK_REFUSAL = 'This wine is out of stock, so it cannot be added to your cart.';

export function stockLimitMessage(stock: number): string {
  return `You already have all ${stock} available bottle${stock === 1 ? '' : 's'} of this wine in your cart.`;
}

export const TOAST_DURATION_MS = 3000;

export const DATABASE_TOAST: ToastContent = {
  title: 'Database',
  description: 'Database has been reset successfully!',
  variant: 'success',
};

export const ADDED_TO_CART_TOAST: ToastContent = {
  title: 'Shopping Cart',
  description: 'Your product was successfully added to cart!',
  variant: 'success',
};

export const EMPTY_CART_TOAST: ToastContent = {
  title: 'Check out',
  description: 'Your cart is still empty! Please add products to cart before check out',
  variant: 'info',
};

export const WALLET_TOAST: ToastContent = { title: 'Check out', description: DEVELOPMENT_MESSAGE, variant: 'info' };

export const UNAVAILABLE_WINE_TOAST: ToastContent = {
  title: 'My orders',
  description: "Sorry, that wine is no longer available. Here's to finding new favorites!",
  variant: 'info',
};

export const NEWSLETTER_TOAST: ToastContent = { title: 'Newsletter', description: DEVELOPMENT_MESSAGE, variant: 'info' };

export const PROFILE_UPDATED_TOAST: ToastContent = {
  title: 'Updated Profile',
  description: 'Your profile changes were saved!',
  variant: 'success',
};

/** A call made with the saved token was refused: a reset, an expiry or a revocation ended the session on the server. */
export const SESSION_EXPIRED_TOAST: ToastContent = {
  title: 'Session',
  description: 'Your session has expired. Please log in again.',
  variant: 'info',
};

/** Shown on the order history when the product lookup itself fails (the original ignored it). */
export function orderHistoryErrorToast(detail: string): ToastContent {
  return { title: 'My orders', description: detail, variant: 'error' };
}

/** Shown when the catalogue's list or its next page fails without a reason from the server. */
export const CATALOGUE_LOAD_FAILED = 'The wines could not be loaded. Please try again.';

/** Shown when a back-office list's page fails without a reason from the server. */
export const LIST_LOAD_FAILED = 'The list could not be loaded.';

/** The server's problem+json `detail` arrives as the Error message; anything else gets the fallback line. */
export function problemMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** What to say under a refused field, whatever the code: the shop's words, never the contract's field names. */
export type FieldWords = (code: FieldErrorCode) => string;

const account = SignupRequestBounds;

const name = (what: string, maxLength: number): FieldWords => (code) =>
  code === 'maxLength' ? `Please shorten your ${what} to ${maxLength} characters.` : `Please enter your ${what}.`;

const address = (what: string, { minLength, maxLength }: { minLength: number; maxLength: number }): FieldWords => (code) =>
  code === 'maxLength' ? `Please shorten the ${what} to ${maxLength} characters.` : `Please enter ${what === 'address' ? 'your' : 'a'} ${what} of at least ${minLength} characters.`;

const EMAIL_TAKEN = 'An account with this email already exists. Log in, or use another email.';

const email: FieldWords = (code) => {
  if (code === 'required') return 'Please enter your email address.';
  if (code === 'taken') return EMAIL_TAKEN;
  if (code === 'maxLength') return `Please shorten the email address to ${account.email.maxLength} characters.`;
  return 'Please enter a valid email address, like ana@example.com.';
};

/** The account's fields, as sign-up and the profile show them. */
export const ACCOUNT_FIELD_WORDS: Record<SignupField | 'confirmPassword', FieldWords> = {
  firstname: name('first name', account.firstname.maxLength),
  lastname: name('last name', account.lastname.maxLength),
  address: address('address', account.address),
  phone: (code) =>
    code === 'maxLength'
      ? `Please shorten the phone number to ${account.phone.maxLength} characters.`
      : `Please enter a phone number with at least ${account.phone.minLength} digits, like 099 123 456.`,
  email,
  password: (code) =>
    code === 'maxLength'
      ? `Please keep the password to ${account.password.maxLength} characters.`
      : `Please choose a password of at least ${account.password.minLength} characters.`,
  confirmPassword: () => PASSWORDS_DONT_MATCH,
};

export const LOGIN_FIELD_WORDS: Record<LoginField, FieldWords> = {
  email: () => 'Please enter your email address.',
  password: () => 'Please enter your password.',
};

export const CHECKOUT_FIELD_WORDS: Record<'shippingAddress' | 'shippingDate' | 'paymentMethod', FieldWords> = {
  shippingAddress: address('shipping address', NewOrderBounds.shippingAddress),
  shippingDate: () => DATE_INPUT_INVALID,
  paymentMethod: () => PAYMENT_METHOD_REQUIRED,
};
