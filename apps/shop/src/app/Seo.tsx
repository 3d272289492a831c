import { createContext, useContext, useEffect } from 'react';

export interface DocumentHead {
  title?: string;
  description?: string;
}

/** Given only while the server renders a page, which writes the screen's title into the page's head. */
export const DocumentHeadContext = createContext<DocumentHead | null>(null);

/** Sets the document title and meta description of a screen; a product page's title is the wine's name alone. */
export function Seo({ title, description }: { title: string; description: string }) {
  const serverHead = useContext(DocumentHeadContext);
  if (serverHead) Object.assign(serverHead, { title, description });
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
  return null;
}
