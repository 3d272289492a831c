import { ButtonLink } from '@cellar/ui';
import * as page from '../../app/page.css';

export default function NotFound() {
  return (
    <div className={page.panel}>
      <h1 className={page.title}>Page not found</h1>
      <p className={page.muted}>There is no such screen in the back office.</p>
      <div>
        <ButtonLink href="/">BACK TO THE DASHBOARD</ButtonLink>
      </div>
    </div>
  );
}
