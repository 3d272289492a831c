import { useWords } from '@cellar/i18n/react';
import { sayIn, type Said } from '@cellar/machines';
import { Button } from '@cellar/ui';
import * as page from './page.css';

/** A screen whose data did not arrive: the server's reason, and a way to ask again. */
export function LoadFailed({ problem, onRetry }: { problem: Said | null; onRetry: () => void }) {
  const words = useWords();
  return (
    <div className={page.panel} role="alert">
      <p className={page.problem}>{problem !== null && sayIn(words, problem)}</p>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {words('action.tryAgain')}
        </Button>
      </div>
    </div>
  );
}
