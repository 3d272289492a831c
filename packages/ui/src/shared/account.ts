export interface MenuUser {
  firstname: string;
  lastname?: string;
  /** Resolved image URL of the avatar, if the user uploaded one. */
  avatarUrl?: string;
}

export interface AccountLink {
  label: string;
  href: string;
}

/** The account entries of the navigation: the same for the desktop menu and the hamburger menu. */
export function accountLinks(user: MenuUser | null): AccountLink[] {
  return user
    ? [
        { label: 'PROFILE', href: '/profile' },
        { label: 'MY ORDERS', href: '/my-orders' },
      ]
    : [
        { label: 'LOGIN', href: '/login' },
        { label: 'SIGN UP', href: '/signup' },
      ];
}
