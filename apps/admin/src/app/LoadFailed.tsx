import { Button } from '@cellar/ui';
import * as page from './page.css';

/** A screen whose data did not arrive: the server's reason, and a way to ask again. */
export function LoadFailed({ problem, onRetry }: { problem: string | null; onRetry: () => void }) {
  return (
    <div className={page.panel} role="alert">
      <p className={page.problem}>{problem}</p>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          TRY AGAIN
        </Button>
      </div>
    </div>
  );
}
