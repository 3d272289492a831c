import { useWords } from '@cellar/i18n/react';
import { useState } from 'react';
import { ContactModal } from '../ContactModal/ContactModal';
import { IconLink } from '../IconLink/IconLink';
import { LanguageSwitch, type LanguageSwitchProps } from '../LanguageSwitch/LanguageSwitch';
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
  /** The page on screen, for the links to it in the other languages; without it the footer has no language switch. */
  language?: Omit<LanguageSwitchProps, 'className'>;
}

const placeholderSocials = { instagram: 'https://instagram.com', facebook: 'https://facebook.com', twitter: 'https://x.com' };

export function Footer({
  loggedIn,
  onLogout,
  onNewsletterSubmit,
  productName: productNameProp,
  copyright,
  socialLinks = placeholderSocials,
  language,
}: FooterProps) {
  const words = useWords();
  const productName = productNameProp ?? words('brand.name');
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.brand} aria-label={productName}>
          <p className={styles.logo}>{productName}</p>
          <p className={styles.blurb}>{words('footer.blurb')}</p>
          <ul className={styles.socials}>
            <li>
              <IconLink href={socialLinks.instagram} external label={words('social.instagram')} icon={<InstagramIcon size={18} />} />
            </li>
            <li>
              <IconLink href={socialLinks.facebook} external label={words('social.facebook')} icon={<FacebookIcon size={18} />} />
            </li>
            <li>
              <IconLink href={socialLinks.twitter} external label={words('social.twitter')} icon={<TwitterIcon size={18} />} />
            </li>
          </ul>
        </section>
        <nav className={styles.column} aria-label={words('footer.explore')}>
          <h2 className={styles.heading}>{words('footer.explore')}</h2>
          <ul className={styles.list}>
            <li>
              <Link href="/about-this-project" className={styles.link}>
                {words('nav.about')}
              </Link>
            </li>
            <li>
              <Link href="/our-wines" className={styles.link}>
                {words('nav.ourWines')}
              </Link>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={() => setContactOpen(true)}>
                {words('footer.contact')}
              </button>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-label={words('footer.account')}>
          <h2 className={styles.heading}>{loggedIn ? words('footer.myAccount') : words('footer.haveAccount')}</h2>
          <ul className={styles.list}>
            {loggedIn ? (
              <>
                <li>
                  <button type="button" className={styles.link} onClick={onLogout}>
                    {words('footer.logout')}
                  </button>
                </li>
                <li>
                  <Link href="/profile" className={styles.link}>
                    {words('footer.profile')}
                  </Link>
                </li>
                <li>
                  <Link href="/my-orders" className={styles.link}>
                    {words('footer.myOrders')}
                  </Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link href="/sign-in" className={styles.link}>
                    {words('footer.signIn')}
                  </Link>
                </li>
                <li>
                  <Link href="/login" className={styles.link}>
                    {words('footer.login')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className={styles.column}>
          <Newsletter onSubmit={onNewsletterSubmit} label={words('footer.newsletter')} />
          {language && (
            <div className={styles.column}>
              <h2 className={styles.heading}>{words('language.switch')}</h2>
              <LanguageSwitch {...language} />
            </div>
          )}
        </div>
      </div>
      <p className={styles.legal}>{copyright ?? words('footer.copyright')}</p>
      <ContactModal open={contactOpen} onOpenChange={setContactOpen} />
    </footer>
  );
}
