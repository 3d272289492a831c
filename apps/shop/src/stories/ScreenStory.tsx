import { useLocale } from '@cellar/i18n/react';
import { createMemoryStorage, type CartLine, type PageState, type SessionUser } from '@cellar/machines';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '../routing/routes';
import { createShop } from '../shop/shop';
import { FIXED_TODAY, storyImageUrl } from './fixtures';

export interface ScreenStoryProps {
  /** The route to open, e.g. '/product/1'. */
  path: string;
  user?: SessionUser | null;
  cart?: CartLine[];
  page?: Partial<PageState>;
}

/**
 * A whole screen as the shop renders it (routes, machines, chrome), over the story's API handlers
 * (`parameters.msw.handlers`, from ./api) in the toolbar's language, in-memory storage and a fixed date, so designers can review each state without a server.
 */
export function ScreenStory({ path, user = null, cart = [], page = {} }: ScreenStoryProps) {
  // The toolbar's Language: the mocked API answers the wines' own texts in it, as the server does.
  const locale = useLocale();
  const [router] = useState(() => {
    // A story opens as a new tab would: the catalogue keeps a list to restore in session storage, keyed by a
    // history entry that every memory router's first entry shares, so the story before must leave none behind.
    sessionStorage.clear();
    const stored = { version: 1, user, cart, page: { ageVerification: false, resetDB: false, databaseToast: false, ...page } };
    const shop = createShop({
      storage: createMemoryStorage({ root: JSON.stringify(stored) }),
      navigate: (to) => void memoryRouter.navigate(to),
      leaveSite: () => undefined,
      today: FIXED_TODAY,
      imageUrl: storyImageUrl,
      locale,
    });
    const memoryRouter = createMemoryRouter(createRoutes(shop), { initialEntries: [path] });
    return memoryRouter;
  });
  return <RouterProvider router={router} />;
}
