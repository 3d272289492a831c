import { useWords } from '@cellar/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { UserIcon } from '../icons';
import { AccountItems } from '../shared/AccountItems';
import type { MenuUser } from '../shared/account';
import * as styles from './UserMenu.css';

export interface UserMenuProps {
  /** null for a guest: the menu then offers LOGIN and SIGN UP. */
  user: MenuUser | null;
  onLogout: () => void;
}

/** The user icon of the navbar: a disclosure with the account links, closed by Escape or a click elsewhere. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);
  const words = useWords();
  const label = user ? words('account.menuFor', { name: user.firstname }) : words('account.menu');

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        {user?.avatarUrl ? (
          <img className={styles.avatar} src={user.avatarUrl} alt="" width={44} height={44} />
        ) : user ? (
          <span className={styles.initials} aria-hidden="true">
            {user.firstname.charAt(0).toUpperCase()}
          </span>
        ) : (
          <UserIcon />
        )}
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {user && (
          <li className={styles.greeting} aria-hidden="true">
            {words('account.hello', { name: user.firstname })}
          </li>
        )}
        <AccountItems user={user} itemClassName={styles.item} onSelect={close} onLogout={onLogout} />
      </ul>
    </div>
  );
}
