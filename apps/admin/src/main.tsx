import '@cellar/ui/fonts';
import { styleNonce } from '@cellar/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AdminProvider } from './app/AdminContext';
import { routes } from './app/routes';

// react-remove-scroll (Radix's scroll lock) adds a style element with the nonce its get-nonce helper
// finds, which is webpack's global even in a Vite build; it must be there before a dialog opens.
const nonce = styleNonce();
if (nonce) Object.assign(window, { __webpack_nonce__: nonce });

const router = createBrowserRouter(routes, { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProvider>
      <RouterProvider router={router} />
    </AdminProvider>
  </StrictMode>,
);
