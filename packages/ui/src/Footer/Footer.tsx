import { useState } from 'react';
import { ContactModal } from '../ContactModal/ContactModal';
import { IconLink } from '../IconLink/IconLink';
import { FacebookIcon, InstagramIcon, TwitterIcon } from '../icons';
import { Newsletter } from '../Newsletter/Newsletter';
import { Link } from '../shared/Link';
import * as styles from './Footer.css';

export interface FooterProps {
  loggedIn: boolean;
  onLogout: () => void;
  onNewsletterSubmit: (email: string) => void;
  productName?: string;
  copyright?: string;
  /** Placeholder targets: the demo has no real social accounts. */
  socialLinks?: { instagram: string; facebook: string; twitter: string };
}

const placeholderSocials = { instagram: 'https://instagram.com', facebook: 'https://facebook.com', twitter: 'https://x.com' };

export function Footer({
  loggedIn,
  onLogout,
  onNewsletterSubmit,
  productName = 'The Cellar',
  copyright = '© 2023 The Cellar. A student portfolio project by its authors.',
  socialLinks = placeholderSocials,
}: FooterProps) {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand} aria-label={productName}>
          <p className={styles.logo}>{productName}</p>
          <p className={styles.blurb}>Uncork your senses through our wine collection: small producers, patient cellars, bottles worth the wait.</p>
          <ul className={styles.socials}>
            <li>
              <IconLink href={socialLinks.instagram} external label="Instagram" icon={<InstagramIcon size={18} />} />
            </li>
            <li>
              <IconLink href={socialLinks.facebook} external label="Facebook" icon={<FacebookIcon size={18} />} />
            </li>
            <li>
              <IconLink href={socialLinks.twitter} external label="X (Twitter)" icon={<TwitterIcon size={18} />} />
            </li>
          </ul>
        </section>
        <nav className={styles.column} aria-label="Explore">
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.list}>
            <li>
              <Link href="/about-this-project" className={styles.link}>
                ABOUT THIS PROJECT
              </Link>
            </li>
            <li>
              <Link href="/our-wines" className={styles.link}>
                OUR WINES
              </Link>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={() => setContactOpen(true)}>
                CONTACT
              </button>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-label="Account">
          <h2 className={styles.heading}>{loggedIn ? 'MY ACCOUNT' : 'DO YOU HAVE AN ACCOUNT?'}</h2>
          <ul className={styles.list}>
            {loggedIn ? (
              <>
                <li>
                  <button type="button" className={styles.link} onClick={onLogout}>
                    Logout
                  </button>
                </li>
                <li>
                  <Link href="/profile" className={styles.link}>
                    Profile
                  </Link>
                </li>
                <li>
                  <Link href="/my-orders" className={styles.link}>
                    My Orders
                  </Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link href="/sign-in" className={styles.link}>
                    Sign In
                  </Link>
                </li>
                <li>
                  <Link href="/login" className={styles.link}>
                    Login
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className={styles.column}>
          <Newsletter onSubmit={onNewsletterSubmit} label="Join our newsletter" />
        </div>
      </div>
      <p className={styles.legal}>{copyright}</p>
      <ContactModal open={contactOpen} onOpenChange={setContactOpen} />
    </footer>
  );
}
