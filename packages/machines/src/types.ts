import type { CatalogueProduct, LoginRequest, NewOrder, NewOrderLine, Order, ProfileUpdate, SignupRequest } from '@cellar/api-client';
import type { MessageKey, MessageValues, Refusal } from '@cellar/i18n';

/**
 * Types shared by the machines and the persisted client store (spec section 3). Every shape the API
 * sends or takes is the contract's own (`import type` from @cellar/api-client: no code of it runs here).
 */

export type { SessionUser } from '@cellar/api-client';

/** What the product page and the order history know about a product: enough to make a cart line. */
export type ProductSummary = Pick<CatalogueProduct, 'id' | 'name' | 'img' | 'unitPrice' | 'stock'>;

/** A cart line as the client keeps it: `stock` is the stock seen when the line was last touched. */
export type CartLine = ProductSummary & Pick<NewOrderLine, 'qty'>;

export interface PageState {
  ageVerification: boolean;
  resetDB: boolean;
  databaseToast: boolean;
}

/** The subset of `localStorage` the store needs, so tests and non-browser hosts can pass their own. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type ToastVariant = 'success' | 'info' | 'error';

/**
 * Words of the catalogue (@cellar/i18n) a flow says: a key and its arguments, put into words where they
 * are shown, in the reader's language. So one flow speaks English or Spanish.
 */
export interface Phrase {
  key: MessageKey;
  values?: MessageValues;
}

/** A server's refusal as its problem+json describes it (code, params, detail): put into words where it is shown. */
export interface Refused {
  refusal: Refusal;
}

/** What a person reads: a phrase of the catalogue, a server's refusal, or text already in its words. */
export type Said = Phrase | Refused | string;

/** A toast, as the shop's and the back office's flows say it: put into words where it is shown (`sayIn`). */
export interface ToastContent {
  title: Said;
  description: Said;
  variant: ToastVariant;
}

export type Toast = ToastContent & { id: string };

export type Credentials = LoginRequest;

/** The sign-up form: the contract's request and the password typed again. */
export type SignupForm = SignupRequest & { confirmPassword: string };

export type SignupPayload = SignupRequest;

export type ProfileChanges = Omit<ProfileUpdate, 'avatar'> & {
  /** A newly chosen avatar file; null keeps the current one. */
  avatar: Blob | null;
};

/** Body of the create-order call; dates are ISO calendar dates (yyyy-mm-dd). The server reads only id and qty of each line. */
export type OrderRequest = Omit<NewOrder, 'productList'> & { productList: CartLine[] };

/** What the confirmation tells of the order the server made: its number and what it charged. */
export type PlacedOrder = Pick<Order, 'id' | 'totalAmount'>;
