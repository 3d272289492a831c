import type { ReactNode } from 'react';
import { visuallyHidden } from '../shared/a11y.css';
import { Link } from '../shared/Link';
import * as styles from './IconLink.css';

interface IconLinkBase {
  /** Accessible name: the icon itself is decorative. */
  label: string;
  icon: ReactNode;
  /** A count shown on the icon, e.g. the cart's total quantity; hidden when 0 or absent. */
  badge?: number;
  /** Draws the icon without the round frame (for toolbars). */
  plain?: boolean;
  className?: string;
}

export type IconLinkProps = IconLinkBase &
  ({ href: string; external?: boolean; onClick?: () => void } | { href?: undefined; external?: undefined; onClick: () => void });

/** An icon-only control: a link when given `href`, otherwise a button. */
export function IconLink({ label, icon, badge, plain, className, href, external, onClick }: IconLinkProps) {
  const classes = [styles.root, plain && styles.plain, className].filter(Boolean).join(' ');
  // The name is built from text rather than aria-label so the visible badge count is part of it.
  const content = (
    <>
      {icon}
      <span className={visuallyHidden}>{label}</span>
      {badge ? <span className={styles.badge}>{badge > 99 ? '99+' : badge}</span> : null}
    </>
  );
  if (href !== undefined) {
    return (
      <Link href={href} external={external} className={classes} onClick={onClick}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} onClick={onClick}>
      {content}
    </button>
  );
}
