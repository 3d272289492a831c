import { useWords } from '@cellar/i18n/react';
import { NotFound as NotFoundScreen } from '@cellar/ui';
import { Seo } from '../seo/Seo';
import * as styles from './pages.css';

export default function NotFound() {
  const words = useWords();
  return (
    <div className={`${styles.narrow} ${styles.section}`}>
      <Seo title={words('seo.notFoundTitle')} description={words('notFound.text')} />
      <NotFoundScreen />
    </div>
  );
}
