import type { PendingCalls } from '../testing/pendingCalls';
import type { Credentials, SessionUser, SignupPayload, ToastContent } from '../types';
import type { sessionMachine} from './session.machine';
import { type ProfileUpdate } from './session.machine';

/** The session machine with every API call held by `calls` and navigation and toasts recorded: for its tests. */
export function withFakeSessionCalls(
  machine: typeof sessionMachine,
  { calls, navigate, notify }: { calls: PendingCalls; navigate: (...args: [unknown, { to: string }]) => void; notify: (...args: [unknown, ToastContent]) => void },
) {
  return machine.provide({
    actors: {
      login: calls.logic<SessionUser, Credentials>(),
      logout: calls.logic<void, { token: string | null }>(),
      signup: calls.logic<void, SignupPayload>(),
      updateProfile: calls.logic<SessionUser, ProfileUpdate>(),
    },
    actions: { navigate, notify },
  });
}
