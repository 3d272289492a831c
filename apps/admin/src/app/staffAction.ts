import { useWords } from '@cellar/i18n/react';
import { problemOr, sayIn, type Said, type ToastContent } from '@cellar/machines';
import { useState } from 'react';
import { useAdmin } from './AdminContext';

/**
 * A staff write started from a screen (appoint, remove, deactivate, rename, withdraw): pending while it
 * runs, the server's reason when it is refused (by its code, said in the staff's language), a toast when it
 * is done. `run` says whether it succeeded, so the screen can close its dialog or clear its form.
 */
export function useStaffAction() {
  const { notify } = useAdmin();
  const words = useWords();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Said | null>(null);
  const run = async (action: () => Promise<unknown>, done: ToastContent): Promise<boolean> => {
    setPending(true);
    setProblem(null);
    try {
      await action();
      notify(done);
      return true;
    } catch (error) {
      setProblem(problemOr(error));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, problem: problem === null ? null : sayIn(words, problem), setProblem, run };
}
