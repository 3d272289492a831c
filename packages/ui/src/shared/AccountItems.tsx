import { useWords } from '@cellar/i18n/react';
import { accountLinks, type MenuUser } from './account';
import { Link } from './Link';

export interface AccountItemsProps {
  user: MenuUser | null;
  /** The style of each link and of the LOGOUT button. */
  itemClassName: string;
  /** Runs before any item acts, so the menu that holds them can close. */
  onSelect: () => void;
  onLogout: () => void;
  current?: (href: string) => 'page' | undefined;
}

/** The account entries (PROFILE, MY ORDERS, LOGOUT or LOGIN, SIGN UP) as list items, shared by the user menu and the mobile menu. */
export function AccountItems({ user, itemClassName, onSelect, onLogout, current }: AccountItemsProps) {
  const words = useWords();
  return (
    <>
      {accountLinks(user).map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={itemClassName} aria-current={current?.(link.href)} onClick={onSelect}>
            {words(link.label)}
          </Link>
        </li>
      ))}
      {user && (
        <li>
          <button
            type="button"
            className={itemClassName}
            onClick={() => {
              onSelect();
              onLogout();
            }}
          >
            {words('menu.logout')}
          </button>
        </li>
      )}
    </>
  );
}
