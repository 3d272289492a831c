import { Footer as FooterView } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useShop } from '../shop/ShopContext';
import { useHydrated } from '../boot/useHydrated';
import { useLanguageSwitch } from './useLanguageSwitch';

export function Footer() {
  const { session, newsletter } = useShop();
  const hydrated = useHydrated();
  const language = useLanguageSwitch();
  const loggedIn = useSelector(session, (snapshot) => snapshot.context.user !== null) && hydrated;
  return (
    <FooterView
      loggedIn={loggedIn}
      onLogout={() => session.send({ type: 'LOGOUT' })}
      language={language}
      onNewsletterSubmit={(email) => {
        newsletter.send({ type: 'EMAIL.CHANGE', value: email });
        newsletter.send({ type: 'SEND' });
      }}
    />
  );
}
