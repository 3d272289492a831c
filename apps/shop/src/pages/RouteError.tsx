import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import * as styles from './pages.css';

/** The last line of defence: shown when a screen throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main className={`${styles.narrow} ${styles.section}`}>
      <title>Unexpected Application Error! · The Cellar</title>
      <div role="alert" className={styles.problem}>
        <h1 className={styles.title}>Unexpected Application Error!</h1>
        <p className={styles.muted}>{detail}</p>
        <a href="/" className={styles.eyebrow}>
          BACK TO HOME
        </a>
      </div>
    </main>
  );
}
