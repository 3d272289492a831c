import '@cellar/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadInspector } from './app/inspector';
import { createRoutes } from './app/routes';
import { createShop } from './app/shop';

const inspect = await loadInspector();
// Machines navigate only in response to events, which arrive after the router below exists.
const shop = createShop({ navigate: (to) => void router.navigate(to), ...(inspect ? { inspect } : {}) });
const router = createBrowserRouter(createRoutes(shop));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
