import { ButtonLink } from '@cellar/ui';
import { Seo } from '../app/Seo';
import * as styles from './pages.css';

export default function NotFound() {
  return (
    <div className={`${styles.narrow} ${styles.section}`}>
      <Seo title="Page Not Found · The Cellar" description="The page you are trying to access is not available." />
      <div className={styles.problem}>
        <p className={styles.eyebrow}>404</p>
        <h1 className={styles.title}>Page Not Found</h1>
        <p className={styles.muted}>The page you are trying to access is not available.</p>
        <ButtonLink href="/">BACK TO HOME</ButtonLink>
      </div>
    </div>
  );
}
