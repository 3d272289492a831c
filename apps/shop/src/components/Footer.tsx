import { Button, ButtonLink, FacebookIcon, IconLink, InstagramIcon, Link, Modal, SendIcon, TextField, TwitterIcon } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useShop } from '../app/ShopContext';
import * as styles from './chrome.css';

function AccountLinks() {
  const { session } = useShop();
  const loggedIn = useSelector(session, (snapshot) => snapshot.context.user !== null);
  if (!loggedIn) {
    return (
      <>
        <h2 className={styles.footerHeading}>DO YOU HAVE AN ACCOUNT?</h2>
        <ul className={styles.footerList}>
          <li>
            <Link href="/signup" className={styles.footerLink}>
              Sign In
            </Link>
          </li>
          <li>
            <Link href="/login" className={styles.footerLink}>
              Login
            </Link>
          </li>
        </ul>
      </>
    );
  }
  return (
    <>
      <h2 className={styles.footerHeading}>MY ACCOUNT</h2>
      <ul className={styles.footerList}>
        <li>
          <button type="button" className={styles.footerLink} onClick={() => session.send({ type: 'LOGOUT' })}>
            Logout
          </button>
        </li>
        <li>
          <Link href="/profile" className={styles.footerLink}>
            Profile
          </Link>
        </li>
        <li>
          <Link href="/my-orders" className={styles.footerLink}>
            My Orders
          </Link>
        </li>
      </ul>
    </>
  );
}

function Newsletter() {
  const { newsletter } = useShop();
  const email = useSelector(newsletter, (snapshot) => snapshot.context.email);
  return (
    <form
      className={styles.newsletter}
      onSubmit={(event) => {
        event.preventDefault();
        newsletter.send({ type: 'SEND' });
      }}
    >
      <TextField
        className={styles.newsletterField}
        label="Newsletter email"
        type="email"
        name="newsletter"
        placeholder="Insert your email..."
        autoComplete="email"
        value={email}
        onChange={(event) => newsletter.send({ type: 'EMAIL.CHANGE', value: event.target.value })}
      />
      <Button type="submit" icon={<SendIcon size={18} aria-hidden="true" />} aria-label="Send">
        Send
      </Button>
    </form>
  );
}

export function Footer() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <section aria-labelledby="footer-cellar">
          <h2 id="footer-cellar" className={styles.footerHeading}>
            THE CELLAR
          </h2>
          <p>Uruguayan wines from small cellars, chosen bottle by bottle and delivered to your door.</p>
          <div className={styles.socials}>
            <IconLink href="https://www.instagram.com/" external label="Instagram" icon={<InstagramIcon />} />
            <IconLink href="https://www.facebook.com/" external label="Facebook" icon={<FacebookIcon />} />
            <IconLink href="https://x.com/" external label="Twitter" icon={<TwitterIcon />} />
          </div>
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.footerHeading}>
            EXPLORE
          </h2>
          <ul className={styles.footerList}>
            <li>
              <Link href="/about-this-project" className={styles.footerLink}>
                About this project
              </Link>
            </li>
            <li>
              <Link href="/our-wines" className={styles.footerLink}>
                Our wines
              </Link>
            </li>
            <li>
              <button type="button" className={styles.footerLink} onClick={() => setContactOpen(true)}>
                Contact
              </button>
            </li>
          </ul>
        </section>
        <section aria-label="Account">
          <AccountLinks />
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.footerHeading}>
            NEWSLETTER
          </h2>
          <p>New vintages and cellar notes, once a month.</p>
          <Newsletter />
        </section>
      </div>
      <p className={styles.copyright}>© 2023 The Cellar · a portfolio project by the Cellar team. Prices in UYU; no wine is actually shipped.</p>
      <Modal
        open={contactOpen}
        onOpenChange={setContactOpen}
        title="CONTACT"
        description="This section only simulates the contact details of a company: there is no cellar to call or visit."
        actions={
          <ButtonLink href="/about-this-project" onClick={() => setContactOpen(false)}>
            ABOUT THIS PROJECT
          </ButtonLink>
        }
      >
        <p>Cellar Street 1234, Montevideo · +598 2000 0000 · hello@thecellar.example</p>
      </Modal>
    </footer>
  );
}
