import type { PaymentMethod } from '@cellar/domain';

/** Types shared by the machines and the persisted client store (spec section 3). */

/** A cart line as the client keeps it: `stock` is the stock seen when the line was last touched. */
export interface CartLine {
  id: number;
  name: string;
  img: string;
  unitPrice: number;
  qty: number;
  stock: number;
}

/** What the product page and the order history know about a product: enough to make a cart line. */
export interface ProductSummary {
  id: number;
  name: string;
  img: string;
  unitPrice: number;
  stock: number;
}

/** The logged-in user as the login and profile calls return it. */
export interface SessionUser {
  id: number;
  token: string;
  firstname: string;
  lastname: string;
  address: string;
  phone: string;
  email: string;
  avatar: string | null;
}

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

export interface ToastContent {
  title: string;
  description: string;
  variant: ToastVariant;
}

export interface Toast extends ToastContent {
  id: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupForm {
  firstname: string;
  lastname: string;
  address: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignupPayload = Omit<SignupForm, 'confirmPassword'>;

export interface ProfileChanges {
  firstname: string;
  lastname: string;
  address: string;
  phone: string;
  email: string;
  /** A newly chosen avatar file; null keeps the current one. */
  avatar: Blob | null;
}

/** Body of the create-order call; dates are ISO calendar dates (yyyy-mm-dd). */
export interface OrderRequest {
  productList: CartLine[];
  shippingAddress: string;
  shippingDate: string;
  paymentMethod: PaymentMethod;
}
