import '@cellar/ui/fonts';
import { loadAdminLocale } from '@cellar/i18n/admin';
import { styleNonce } from '@cellar/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminProvider } from './app/AdminContext';
import { AdminLocaleProvider, preferredLocale } from './app/locale';
import { routes } from './app/routes';

// react-remove-scroll (Radix's scroll lock) adds a style element with the nonce its get-nonce helper
// finds, which is webpack's global even in a Vite build; it must be there before a dialog opens.
const nonce = styleNonce();
if (nonce) Object.assign(window, { __webpack_nonce__: nonce });

const router = createBrowserRouter(routes, { basename: '/admin' });

const locale = preferredLocale(localStorage, navigator.languages);

// The language's words load before the first screen draws, so a Spanish back office never flashes English.
void loadAdminLocale(locale).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminLocaleProvider initial={locale} storage={localStorage}>
        <AdminProvider>
          <RouterProvider router={router} />
        </AdminProvider>
      </AdminLocaleProvider>
    </StrictMode>,
  ),
);
