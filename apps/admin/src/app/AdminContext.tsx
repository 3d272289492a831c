import { createApiClient, type ApiClient } from '@cellar/api-client';
import { SESSION_ENDED_TOAST, toastsMachine, type StorageLike, type ToastContent } from '@cellar/machines';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
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

function createAdmin({ storage }: AdminOptions): Admin {
  const session = createStaffSession(storage);
  const toasts = createActor(toastsMachine).start();
  const notify = (toast: ToastContent) => toasts.send({ type: 'PUSH', toast });
  const api = createApiClient({
    baseUrl: '/api',
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
  const [admin] = useState(() => createAdmin(options));
  return <AdminContext.Provider value={admin}>{children}</AdminContext.Provider>;
}

export function useAdmin(): Admin {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin outside AdminProvider');
  return admin;
}
