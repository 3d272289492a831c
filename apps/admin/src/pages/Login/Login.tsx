import { unwrap } from '@cellar/api-client';
import { localePath } from '@cellar/i18n';
import { useLocale, useWords } from '@cellar/i18n/react';
import { sayIn, staffLoginMachine } from '@cellar/machines';
import { Button, PasswordField, TextField } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useSelector } from '@xstate/store-react';
import type { FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAdmin } from '../../app/AdminContext';
import { LanguageSwitch, useShopHome } from '../../app/Layout';
import * as styles from './Login.css';

/** Only a path inside the back office: `next` comes from the address bar and must not lead elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function Login() {
  const { api, session } = useAdmin();
  const words = useWords();
  const locale = useLocale();
  const staff = useSelector(session, (snapshot) => snapshot.context.staff);
  const [params] = useSearchParams();
  const [state, send] = useMachine(
    staffLoginMachine.provide({
      actors: { login: fromPromise(({ input, signal }) => unwrap(api.POST('/tokens/admin', { body: input, signal }))) },
      actions: { signedIn: (_, member) => session.trigger.signedIn({ staff: member }) },
    }),
  );
  const { problem } = state.context;
  const shopHome = useShopHome();
  if (staff) return <Navigate to={safeNext(params.get('next'))} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send({ type: 'LOGIN', credentials: { email: String(form.get('email')), password: String(form.get('password')) } });
  };

  return (
    <main className={styles.page}>
      <div className={styles.languages}>
        <LanguageSwitch />
      </div>
      <form className={styles.card} onSubmit={submit} aria-labelledby="login-title">
        <p className={styles.eyebrow}>{words('admin.login.eyebrow', { brand: words('brand.name') })}</p>
        <h1 id="login-title" className={styles.title}>
          {words('admin.login.title')}
        </h1>
        <TextField label={words('contact.email')} name="email" type="email" autoComplete="username" required />
        <PasswordField label={words('admin.login.password')} name="password" required />
        {/* Staff reset their password as customers do, on the shop's page (the API mails any account its link). */}
        <a className={styles.forgot} href={localePath(locale, '/forgot-password')}>
          {words('admin.login.forgot')}
        </a>
        {problem && (
          <p className={styles.problem} role="alert">
            {sayIn(words, problem)}
          </p>
        )}
        <Button type="submit" loading={!state.matches('editing')} fullWidth>
          {words('admin.login.submit')}
        </Button>
        <a className={styles.back} href={shopHome}>
          {words('admin.login.back')}
        </a>
      </form>
    </main>
  );
}
