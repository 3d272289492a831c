import { useWords } from '@cellar/i18n/react';
import { useEffect, useEffectEvent, useRef, type MouseEvent } from 'react';
import { Button, buttonClassName } from '../Button/Button';
import { Link } from '../shared/Link';
import { spinner } from '../shared/spinner.css';
import * as styles from './LoadMore.css';

export interface LoadMoreProps {
  shown: number;
  total: number;
  /** The total is the database's estimate: said as 'about …', and only a missing next page ends the list. */
  estimated?: boolean;
  loading?: boolean;
  error?: string | null;
  /**
   * The next page's URL: the button is then a real link, which works without JavaScript and which
   * crawlers follow. null says there is no next page; leave it out for a button.
   */
  href?: string | null;
  onLoadMore: () => void;
  /** Defaults to onLoadMore. */
  onRetry?: () => void;
  /** Infinite scroll: loads the next page as this block nears the viewport. */
  auto?: boolean;
}

/** How far the visitor has come through the results, and the way to the next page. */
export function LoadMore({ shown, total, estimated = false, loading = false, error = null, href, onLoadMore, onRetry, auto = false }: LoadMoreProps) {
  const words = useWords();
  const root = useRef<HTMLDivElement>(null);
  const finished = href === null || (!estimated && shown >= total);
  const watching = auto && !loading && !error && !finished;
  const loadNext = useEffectEvent(onLoadMore);

  useEffect(() => {
    const node = root.current;
    if (!watching || !node) return;
    // Starts a screen early, so the next wines are usually there before the visitor reaches the end.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadNext(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [watching]);

  if (finished) {
    const seen = estimated ? shown : total;
    return (
      <div ref={root} className={styles.root}>
        <p className={styles.done}>{words('loadMore.done', { count: seen })}</p>
      </div>
    );
  }

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, asked for with a modifier or the middle button, keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!loading) onLoadMore();
  };
  const label = loading ? (
    <>
      <span className={spinner} aria-hidden="true" />
      {words('loadMore.loading')}
    </>
  ) : (
    words('loadMore.action')
  );
  const look = buttonClassName({ variant: 'secondary' }, styles.action);

  return (
    <div ref={root} className={styles.root} aria-busy={loading || undefined}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p className={styles.message} role="status">
          {words('loadMore.showing', { shown, total, estimated: estimated ? 'yes' : 'no' })}
        </p>
      )}
      <progress className={styles.progress} value={Math.min(shown, total)} max={total} aria-hidden="true" />
      {error ? (
        <Button variant="secondary" className={styles.action} onClick={onRetry ?? onLoadMore}>
          {words('action.tryAgain')}
        </Button>
      ) : href ? (
        // aria-disabled rather than swapping in a disabled button: focus stays on the control the visitor used.
        <Link href={href} rel="next" className={look} aria-disabled={loading || undefined} onClick={onLinkClick}>
          {label}
        </Link>
      ) : (
        <button type="button" className={look} aria-disabled={loading || undefined} onClick={() => !loading && onLoadMore()}>
          {label}
        </button>
      )}
    </div>
  );
}
