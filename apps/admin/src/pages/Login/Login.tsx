import { unwrap } from '@cellar/api-client';
import { Button, PasswordField, TextField } from '@cellar/ui';
import { useSelector } from '@xstate/store-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import * as styles from './Login.css';

/** Only a path inside the back office: `next` comes from the address bar and must not lead elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function Login() {
  const { api, session } = useAdmin();
  const staff = useSelector(session, (snapshot) => snapshot.context.staff);
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (staff) return <Navigate to={safeNext(params.get('next'))} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setProblem(null);
    try {
      const member = await unwrap(api.POST('/tokens/admin', { body: { email: String(form.get('email')), password: String(form.get('password')) } }));
      session.trigger.signedIn({ staff: member });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      setPending(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} aria-labelledby="login-title">
        <p className={styles.eyebrow}>The Cellar · back office</p>
        <h1 id="login-title" className={styles.title}>
          Staff login
        </h1>
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <PasswordField label="Password" name="password" required />
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" loading={pending} fullWidth>
          LOG IN
        </Button>
        <a className={styles.back} href="/">
          Back to the shop
        </a>
      </form>
    </main>
  );
}
