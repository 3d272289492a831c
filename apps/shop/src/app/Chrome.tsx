import { Outlet } from 'react-router-dom';
import { CartDrawer } from '../components/CartDrawer';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { SideButtons } from '../components/SideButtons';
import * as styles from '../components/chrome.css';

/** Header, navigation, side buttons and footer: every screen but /login and /signup. */
export function Chrome() {
  return (
    <>
      <Header />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SideButtons />
      <Footer />
      <CartDrawer />
    </>
  );
}
