import { useLocale } from '@cellar/i18n/react';
import { createContext, useContext, useEffect } from 'react';
import type { HeadLink } from '../server/shell';
import { localizedHead } from './localizedHead';

export interface DocumentHead {
  title?: string;
  description?: string;
  /** The screen's canonical and next links as the shop's paths (`/product/1`): the page's language is added to them (./localizedHead.ts). */
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
 * name alone), its canonical and next links and their twins in the other languages, and its schema.org
 * data, all in the page's language (./localizedHead.ts); what a screen does not give is
 * removed, so nothing of the previous screen stays behind after a client-side navigation.
 */
export function Seo({ title, description, links = [], jsonLd }: DocumentHead & { title: string; description: string }) {
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead) Object.assign(serverHead, { title, description, links, jsonLd });
  const locale = useLocale();
  const linksKey = JSON.stringify(links);
  const dataKey = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    document.title = title;
    headElement('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' })).content = description;
  }, [title, description]);
  useEffect(() => {
    // Absolute, as the server writes them: search engines take no other.
    const { links: written = [] } = localizedHead(locale, { links: JSON.parse(linksKey) as HeadLink[] }, document.baseURI);
    for (const rel of ['canonical', 'next'] as const) {
      const href = written.find((link) => link.rel === rel)?.href;
      if (href) headElement(`link[rel="${rel}"]`, () => Object.assign(document.createElement('link'), { rel })).href = href;
      else document.head.querySelector(`link[rel="${rel}"]`)?.remove();
    }
    for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
    for (const { href, hreflang = '' } of written.filter((link) => link.rel === 'alternate')) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'alternate', hreflang, href }));
    }
  }, [linksKey, locale]);
  useEffect(() => {
    document.head.querySelector('script[type="application/ld+json"]')?.remove();
    if (!dataKey) return;
    const { jsonLd: data } = localizedHead(locale, { links: JSON.parse(linksKey) as HeadLink[], jsonLd: JSON.parse(dataKey) as object }, document.baseURI);
    const script = Object.assign(document.createElement('script'), { type: 'application/ld+json', id: STRUCTURED_DATA_ID, text: JSON.stringify(data) });
    document.head.append(script);
  }, [dataKey, linksKey, locale]);
  return null;
}
