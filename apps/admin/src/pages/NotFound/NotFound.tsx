import { useWords } from '@cellar/i18n/react';
import { ButtonLink } from '@cellar/ui';
import * as page from '../../app/page.css';

export default function NotFound() {
  const words = useWords();
  return (
    <div className={page.panel}>
      <h1 className={page.title}>{words('admin.notFound.title')}</h1>
      <p className={page.muted}>{words('admin.notFound.text')}</p>
      <div>
        <ButtonLink href="/">{words('admin.notFound.back')}</ButtonLink>
      </div>
    </div>
  );
}
