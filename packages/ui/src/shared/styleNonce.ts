/**
 * The style nonce of this page's Content-Security-Policy, which style elements added at run time
 * (Radix's scroll lock and select list) need as much as those the server sent. The server puts it on
 * its style elements; the browser hides the attribute from the page but keeps the `nonce` property.
 * Undefined without a document (the server renderer) or without a policy (Vite's dev server, Storybook).
 */
export function styleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce || undefined;
}
