import { createApiClient, type ApiClient } from '@cellar/api-client';
import { SESSION_ENDED_TOAST, toastsMachine, type StorageLike, type ToastContent } from '@cellar/machines';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { useAdminLocale } from './locale';
import { createStaffSession, type StaffSession } from './staffSession';

interface Admin {
  session: StaffSession;
  api: ApiClient;
  toasts: ActorRefFrom<typeof toastsMachine>;
  notify: (toast: ToastContent) => void;
}

export interface AdminOptions {
  /** Where the session is kept; the browser's sessionStorage unless stories pass memory. */
  storage?: StorageLike;
}

const AdminContext = createContext<Admin | null>(null);

/** `language` is read on every call: the back office's language changes without a new client. */
function createAdmin({ storage }: AdminOptions, language: () => string): Admin {
  const session = createStaffSession(storage);
  const toasts = createActor(toastsMachine).start();
  const notify = (toast: ToastContent) => toasts.send({ type: 'PUSH', toast });
  const api = createApiClient({
    baseUrl: '/api',
    // Categories' names and the server's refusals come in the back office's language, as the shop's do in its.
    language,
    getToken: () => session.getSnapshot().context.staff?.token,
    // A token the server no longer knows (expired, revoked, staff removed) signs the back office out.
    onUnauthorized: (token) => {
      if (session.getSnapshot().context.staff?.token !== token) return;
      session.trigger.signedOut();
      notify(SESSION_ENDED_TOAST);
    },
  });
  return { session, api, toasts, notify };
}

export function AdminProvider({ children, ...options }: AdminOptions & { children: ReactNode }) {
  const { locale } = useAdminLocale();
  const current = useRef(locale);
  current.current = locale;
  const [admin] = useState(() => createAdmin(options, () => current.current));
  return <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>;
}

export function useAdmin(): Admin {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin outside AdminProvider');
  return admin;
}
