import { useLocalePath, useWords } from '@cellar/i18n/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import * as styles from './pages.css';

/** The last line of defence: shown when a screen throws while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  const words = useWords();
  // A plain link, so the page loads whole again: the app may be what failed.
  const inShop = useLocalePath();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <main className={`${styles.narrow} ${styles.section}`}>
      <title>{words('seo.errorTitle')}</title>
      <div role="alert" className={styles.problem}>
        <h1 className={styles.title}>{words('routeError.title')}</h1>
        <p className={styles.muted}>{detail}</p>
        <a href={inShop('/')} className={styles.eyebrow}>
          {words('notFound.home')}
        </a>
      </div>
    </main>
  );
}
