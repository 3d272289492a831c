import type { MessageKey } from '@cellar/i18n';

export interface MenuUser {
  firstname: string;
  lastname?: string;
  /** Resolved image URL of the avatar, if the user uploaded one. */
  avatarUrl?: string;
}

export interface AccountLink {
  label: MessageKey;
  href: string;
}

/** The account entries of the navigation: the same for the desktop menu and the hamburger menu. */
export function accountLinks(user: MenuUser | null): AccountLink[] {
  return user
    ? [
        { label: 'menu.profile', href: '/profile' },
        { label: 'menu.myOrders', href: '/my-orders' },
      ]
    : [
        { label: 'menu.login', href: '/login' },
        { label: 'menu.signUp', href: '/signup' },
      ];
}
