import { NotFound as NotFoundScreen } from '@cellar/ui';
import { Seo } from '../seo/Seo';
import * as styles from './pages.css';

export default function NotFound() {
  return (
    <div className={`${styles.narrow} ${styles.section}`}>
      <Seo title="Page Not Found · The Cellar" description="The page you are trying to access is not available." />
      <NotFoundScreen />
    </div>
  );
}
