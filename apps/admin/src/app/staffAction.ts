import { problemMessage, type ToastContent } from '@cellar/machines';
import { useState } from 'react';
import { useAdmin } from './AdminContext';

/**
 * A staff write started from a screen (appoint, remove, deactivate, rename, withdraw): pending while it
 * runs, the server's reason when it is refused, a toast when it is done. `run` says whether it succeeded,
 * so the screen can close its dialog or clear its form.
 */
export function useStaffAction() {
  const { notify } = useAdmin();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: ToastContent): Promise<boolean> => {
    setPending(true);
    setProblem(null);
    try {
      await action();
      notify(done);
      return true;
    } catch (error) {
      setProblem(problemMessage(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, problem, setProblem, run };
}
