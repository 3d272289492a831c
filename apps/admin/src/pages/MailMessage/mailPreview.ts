/** What React writes a style attribute's value with (it escapes every quote), as a style element reads it. */
const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decode = (value: string) => value.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);

/**
 * A mail's HTML as a document the back office may show in a frame. A mail styles its elements inline, as
 * mail clients need, but the back office's Content-Security-Policy, which a `srcdoc` frame inherits (and so
 * does any document the page parses), runs no style attribute it does not know. So each element's style
 * moves into one style element carrying this page's nonce, as a rule for that element alone, and the mail's
 * own style elements get the nonce too. Rewritten as text, never parsed here: the mails are React Email's
 * output, where a quote inside text or a value is always escaped, so ` style="` only ever opens an
 * attribute. Links open in a new tab (a demo follows a reset's link from here).
 */
export function mailPreviewDocument(html: string, nonce: string | undefined): string {
  const rules: string[] = [];
  const marked = html.replace(/\sstyle="([^"]*)"/g, (_attribute, value: string) => {
    // Its own rule and nothing more: a stray brace or tag ends nothing.
    rules.push(`[data-mail-style="${rules.length}"]{${decode(value).replace(/[{}<]/g, '')}}`);
    return ` data-mail-style="${rules.length - 1}"`;
  });
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  const styled = marked.replace(/<style(?=[\s>])/g, `<style${nonceAttribute}`);
  const added = `<base target="_blank"><style${nonceAttribute}>${rules.join('\n')}</style>`;
  return styled.includes('</head>') ? styled.replace('</head>', `${added}</head>`) : added + styled;
}
