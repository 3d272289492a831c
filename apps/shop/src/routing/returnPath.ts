/** Only same-site paths are honoured, so a crafted ?next= cannot send a shopper elsewhere after login. */
export function safeReturnPath(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** The login's address that brings its visitor back to `next` (a same-site path) once logged in. */
export const loginReturningTo = (next: string | null) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login');

/** The sign-up's address that keeps the login's way back to `next`. */
export const signupReturningTo = (next: string | null) => (next ? `/signup?next=${encodeURIComponent(next)}` : '/signup');
