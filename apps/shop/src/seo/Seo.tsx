import { createContext, useContext, useEffect } from 'react';
import type { HeadLink } from '../server/shell';

export interface DocumentHead {
  title?: string;
  description?: string;
  links?: HeadLink[];
  jsonLd?: object;
}

/** Given only while the server renders a page, which writes the screen's title into the page's head. */
export const DocumentHeadContext = createContext<DocumentHead | null>(null);

const STRUCTURED_DATA_ID = 'structured-data';

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

/**
 * Sets the document title and meta description of a screen (a product page's title is the wine's
 * name alone), its canonical and next links, and its schema.org data; what a screen does not give is
 * removed, so nothing of the previous screen stays behind after a client-side navigation.
 */
export function Seo({ title, description, links = [], jsonLd }: DocumentHead & { title: string; description: string }) {
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead) Object.assign(serverHead, { title, description, links, jsonLd });
  const linksKey = JSON.stringify(links);
  const dataKey = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    document.title = title;
    headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' })).content = description;
  }, [title, description]);
  useEffect(() => {
    for (const rel of ['canonical', 'next'] as const) {
      const href = (JSON.parse(linksKey) as HeadLink[]).find((link) => link.rel === rel)?.href;
      // Absolute, as the server writes them: search engines take no other.
      if (href) headElement(`link[rel="${rel}"]`, () => Object.assign(document.createElement('link'), { rel })).href = new URL(href, document.baseURI).href;
      else document.head.querySelector(`link[rel="${rel}"]`)?.remove();
    }
  }, [linksKey]);
  useEffect(() => {
    document.head.querySelector('script[type="application/ld+json"]')?.remove();
    if (!dataKey) return;
    const script = Object.assign(document.createElement('script'), { type: 'application/ld+json', id: STRUCTURED_DATA_ID, text: dataKey });
    document.head.append(script);
  }, [dataKey]);
  return null;
}
