import { useWords } from '@cellar/i18n/react';
import { IconLink } from '../IconLink/IconLink';
import { ArrowUpIcon, BottleIcon, CartIcon, InfoIcon } from '../icons';
import { useScrolledPast } from '../shared/useScrolledPast';
import { SCROLL_TOP_THRESHOLD, scrollWindowToTop, type ShortcutsProps } from './shortcuts';
import * as styles from './SideButtons.css';

export interface SideButtonsProps extends ShortcutsProps {
  catalogueHref?: string;
  aboutHref?: string;
}

/**
 * The fixed rail of shortcuts, from 768 px (below, the Navbar carries them); the arrow to the top
 * appears once the page has scrolled past 100 px.
 */
export function SideButtons({
  cartCount,
  onCartClick,
  adminHref,
  catalogueHref = '/our-wines',
  aboutHref = '/about-this-project',
  onScrollTop = scrollWindowToTop,
}: SideButtonsProps) {
  const words = useWords();
  const showTop = useScrolledPast(SCROLL_TOP_THRESHOLD);
  return (
    <nav aria-label={words('shortcuts.label')} className={styles.root}>
      <ul className={styles.rail}>
        <li>
          <IconLink href={catalogueHref} label={words('shortcuts.ourWines')} icon={<BottleIcon />} />
        </li>
        <li>
          <IconLink href={aboutHref} label={words('shortcuts.about')} icon={<InfoIcon />} />
        </li>
        <li>
          <IconLink onClick={onCartClick} label={words('shortcuts.cart')} icon={<CartIcon />} badge={cartCount} />
        </li>
        <li>
          <IconLink href={adminHref} external label={words('shortcuts.admin')} icon={<span className={styles.admin} aria-hidden="true">{words('shortcuts.admin')}</span>} />
        </li>
        {showTop && (
          <li>
            <IconLink onClick={onScrollTop} label={words('shortcuts.top')} icon={<ArrowUpIcon />} />
          </li>
        )}
      </ul>
    </nav>
  );
}
