import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useMatches, useNavigation, useRevalidator } from 'react-router-dom';
import type { RouteHandle } from './routeHandle';
import { useShop } from '../shop/ShopContext';

/**
 * The routes' guard only runs when a screen is entered. When the session ends while a signed-in
 * screen is open or on its way (expired, or logged out in another tab), this runs the guard again,
 * which sends the shopper to /login?next=… for that screen.
 */
export function SessionGuard() {
  const { session } = useShop();
  const { revalidate } = useRevalidator();
  const signedIn = useSelector(session, (snapshot) => snapshot.context.user !== null);
  const onPrivateScreen = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.private === true);
  const navigating = useNavigation().state !== 'idle';
  const signedInBefore = useRef(signedIn);

  useEffect(() => {
    const signedOutNow = signedInBefore.current && !signedIn;
    signedInBefore.current = signedIn;
    if (signedOutNow && (onPrivateScreen || navigating)) void revalidate();
  }, [signedIn, onPrivateScreen, navigating, revalidate]);

  return null;
}
