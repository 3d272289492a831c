import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '@cellar/i18n';
import type { HeadLink } from '../server/shell';

/** What a screen says of itself (./Seo.tsx), its links as the shop's paths (`/product/1`). */
export interface ScreenHead {
  links?: HeadLink[] | undefined;
  jsonLd?: object | undefined;
}

/**
 * A screen's head links and schema.org data in the page's language, absolute on `pageUrl`'s origin as
 * search engines want them: its canonical and next links in `locale`'s shop, the canonical's twin in
 * every language (hreflang, English as the x-default), and the data's page with its language and its
 * picture absolute.
 * The server writes them into the page; the browser keeps them current as the shopper moves on.
 */
export function localizedHead(locale: Locale, { links = [], jsonLd }: ScreenHead, pageUrl: string): ScreenHead {
  const absolute = (path: string, in_: Locale = locale) => new URL(localePath(in_, path), pageUrl).href;
  const canonical = links.find((link) => link.rel === 'canonical')?.href;
  const twins: HeadLink[] = canonical
    ? [
        ...LOCALES.map((twin) => ({ rel: 'alternate' as const, hreflang: twin, href: absolute(canonical, twin) })),
        { rel: 'alternate', hreflang: 'x-default', href: absolute(canonical, DEFAULT_LOCALE) },
      ]
    : [];
  return {
    links: [...links.map((link) => ({ ...link, href: absolute(link.href) })), ...twins],
    // schema.org gives a product no language; the page that describes it has one.
    jsonLd: jsonLd && {
      ...jsonLd,
      ...('image' in jsonLd && typeof jsonLd.image === 'string' ? { image: new URL(jsonLd.image, pageUrl).href } : {}),
      mainEntityOfPage: { '@type': 'WebPage', ...(canonical ? { '@id': absolute(canonical) } : {}), inLanguage: locale },
    },
  };
}
