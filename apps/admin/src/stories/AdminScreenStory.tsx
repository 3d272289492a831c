import type { SessionUser } from '@cellar/api-client';
import { useLocale } from '@cellar/i18n/react';
import { createMemoryStorage } from '@cellar/machines';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AdminProvider } from '../app/AdminContext';
import { AdminLocaleProvider } from '../app/locale';
import { routes } from '../app/routes';
import { STAFF_SESSION_KEY } from '../app/staffSession';
import { restartStaffData } from './api';
import { signedInStaff } from './fixtures';

export interface AdminScreenStoryProps {
  /** The route to open inside the back office, e.g. '/orders/1006'. */
  path: string;
  /** Who is signed in; null for nobody, which leads every screen to the login. */
  staff?: SessionUser | null;
}

/**
 * A whole back-office screen as staff see it (the sections, the screen, the toasts), over the story's
 * API handlers (`parameters.msw.handlers`, from ./api) and an in-memory session, so each state can be
 * reviewed without a server. It speaks the toolbar's Language (its words loaded by IN_SPANISH's loader).
 */
export function AdminScreenStory({ path, staff = signedInStaff }: AdminScreenStoryProps) {
  const locale = useLocale();
  const [app] = useState(() => {
    // Each story starts from the fixtures, whatever the stories before it wrote.
    restartStaffData();
    return {
      storage: createMemoryStorage(staff ? { [STAFF_SESSION_KEY]: JSON.stringify(staff) } : {}),
      // The language switch remembers its choice here, not in the browser the stories share.
      localeStorage: createMemoryStorage(),
      router: createMemoryRouter(routes, { initialEntries: [path] }),
    };
  });
  return (
    <AdminLocaleProvider initial={locale} storage={app.localeStorage}>
      <AdminProvider storage={app.storage}>
        <RouterProvider router={app.router} />
      </AdminProvider>
    </AdminLocaleProvider>
  );
}
