import type { FieldErrorCode, LoginRequest, NewPassword, PasswordChange, PasswordResetRequest, ProfileUpdate, SignupRequest } from '@cellar/api-client';
import { LoginRequestBounds, NewOrderBounds, NewPasswordBounds, PasswordChangeBounds, PasswordResetRequestBounds, ProfileUpdateBounds, SignupRequestBounds } from '@cellar/api-client/contract';

export type { FieldErrorCode };
export {
  LoginRequestBounds,
  NewOrderBounds,
  NewProductBounds,
  NewReviewBounds,
  OrderStatusValues,
  ProfileUpdateBounds,
  SignupRequestBounds,
  StockAdjustmentBounds,
  AbvBounds,
  GrapeNameBounds,
  GrapePercentBounds,
  PlaceNameBounds,
  ProducerNameBounds,
  VintageYearBounds,
  VolumeMlValues,
  WineGrapesBounds,
} from '@cellar/api-client/contract';

/** The bounds of one text field, as contract.gen.ts states them. */
export interface TextBounds {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly formatPattern?: { readonly source: string; readonly flags: string };
}

/** Which fields of a form break their bounds, and how. */
export type FieldRefusals<Field extends string> = Partial<Record<Field, FieldErrorCode>>;

// Ajv counts characters, not UTF-16 units: an emoji is one.
const characters = (value: string) => [...value].length;

/**
 * The first bound `value` breaks, by the code the server would send, or null when it keeps them all.
 * Like the server it reads the value as typed; only blank counts as missing, since the server stores
 * text trimmed.
 */
export function textRefusal(value: string, bounds: TextBounds): FieldErrorCode | null {
  if (value.trim() === '') return 'required';
  if (bounds.minLength !== undefined && characters(value) < bounds.minLength) return 'minLength';
  if (bounds.maxLength !== undefined && characters(value) > bounds.maxLength) return 'maxLength';
  // Ajv compiles patterns with the u flag; the format's own flags are those ajv-formats gives it.
  if (bounds.pattern !== undefined && !new RegExp(bounds.pattern, 'u').test(value)) return 'pattern';
  if (bounds.formatPattern && !new RegExp(bounds.formatPattern.source, bounds.formatPattern.flags).test(value)) return 'format';
  return null;
}

/** Checks each field of `values` that `bounds` names. */
export function formRefusals<Field extends string>(values: Record<Field, string>, bounds: Partial<Record<Field, TextBounds>>): FieldRefusals<Field> {
  const refusals: FieldRefusals<Field> = {};
  for (const field of Object.keys(values) as Field[]) {
    const fieldBounds = bounds[field];
    const code = fieldBounds ? textRefusal(values[field], fieldBounds) : null;
    if (code) refusals[field] = code;
  }
  return refusals;
}

/** The fields of each account form, as the contract's request bodies name them (the profile's avatar is a file, not text). */
export type AccountField = Exclude<keyof ProfileUpdate, 'avatar'>;
export type SignupField = keyof SignupRequest;
export type LoginField = keyof LoginRequest;

export const signupRefusals = (form: Record<SignupField, string>) => formRefusals(form, SignupRequestBounds);

export const profileRefusals = (form: Record<AccountField, string>) => formRefusals(form, ProfileUpdateBounds);

export const loginRefusals = (form: Record<LoginField, string>) => formRefusals(form, LoginRequestBounds);

/** Asking for a reset link: an email as an account's is written. */
export const passwordResetRequestRefusals = (form: Record<keyof PasswordResetRequest, string>) => formRefusals(form, PasswordResetRequestBounds);

/** A new password chosen with a reset link: the sign-up's rules. */
export const newPasswordRefusals = (form: Record<keyof NewPassword, string>) => formRefusals(form, NewPasswordBounds);

/** Changing one's password: the current one given, the new one by the sign-up's rules. */
export const passwordChangeRefusals = (form: Record<keyof PasswordChange, string>) => formRefusals(form, PasswordChangeBounds);

export const shippingAddressRefusal = (address: string) => textRefusal(address, NewOrderBounds.shippingAddress);
