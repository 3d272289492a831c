import { useWords } from '@cellar/i18n/react';
import { problemOr, sayIn, type Said, type ToastContent } from '@cellar/machines';
import { useState } from 'react';
import { useAdmin } from './AdminContext';

/** The first field a refusal names (its problem+json `errors`), so a form can show the reason on it. */
function refusedFieldOf(problem: Said | null): string | null {
  return problem !== null && typeof problem === 'object' && 'refusal' in problem ? (problem.refusal.errors?.[0]?.field ?? null) : null;
}

/**
 * A staff write started from a screen (appoint, remove, deactivate, rename, withdraw): pending while it
 * runs, the server's reason when it is refused (by its code, said in the staff's language) with the field
 * it names, a toast when it is done. `run` says whether it succeeded, so the screen can close its dialog or
 * clear its form; `refusals` counts the refusals, for `useFirstInvalidField`.
 */
export function useStaffAction() {
  const { notify } = useAdmin();
  const words = useWords();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Said | null>(null);
  const [refusals, setRefusals] = useState(0);
  const run = async (action: () => Promise<unknown>, done: ToastContent): Promise<boolean> => {
    setPending(true);
    setProblem(null);
    try {
      await action();
      notify(done);
      return true;
    } catch (error) {
      setProblem(problemOr(error));
      setRefusals((count) => count + 1);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, problem: problem === null ? null : sayIn(words, problem), refusedField: refusedFieldOf(problem), refusals, setProblem, run };
}
