import { cameFromReset, type SessionContext } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { Button, Link, PasswordField, TextField, useFirstInvalidField } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEMO_LOGIN } from '../shop/demo';
import { safeReturnPath, signupReturningTo } from '../routing/returnPath';
import { useShop } from '../shop/ShopContext';
import { useSay } from '../components/useSay';
import { Seo } from '../seo/Seo';
import * as auth from './auth.css';
import * as styles from './pages.css';

const NO_ERRORS: SessionContext['fieldErrors'] = {};

export default function Login() {
  const { session, demoMode } = useShop();
  const words = useWords();
  const say = useSay();
  const busy = useSelector(session, (snapshot) => snapshot.matches('loggingIn'));
  const problem = useSelector(session, (snapshot) => snapshot.context.problem);
  const errors = useSelector(session, (snapshot) => (snapshot.context.refusedForm === 'login' ? snapshot.context.fieldErrors : NO_ERRORS));
  const formElement = useFirstInvalidField(useSelector(session, (snapshot) => snapshot.context.refusals));
  // Someone who has just signed up logs in with their new account, and someone who has just chosen a new
  // password with theirs (the server named it): neither with the demo one.
  const offered = useSelector(session, (snapshot) => snapshot.context.offeredLogin);
  const [search] = useSearchParams();
  const demo = demoMode && offered === null && !cameFromReset(search);
  // Signing up instead keeps the way back to where the /login redirect interrupted the shopper.
  const next = safeReturnPath(search.get('next'));
  const [email, setEmail] = useState<string>(offered?.email ?? (demo ? DEMO_LOGIN.email : ''));
  const [password, setPassword] = useState<string>(demo ? DEMO_LOGIN.password : '');

  return (
    <main className={auth.page}>
      <Seo title={words('seo.loginTitle')} description={words('seo.loginDescription')} />
      <form
        ref={formElement}
        className={auth.card}
        // A form action rather than onSubmit: React keeps a submission made before the app has taken the
        // page over and carries it out once it has (entry-server.tsx), and the form never submits natively.
        action={() => session.send({ type: 'LOGIN', credentials: { email, password } })}
        noValidate
      >
        <Link href="/" className={auth.brand}>
          {words('brand.name')}
        </Link>
        <h1 className={auth.title}>{words('login.heading')}</h1>
        {/* After a sign-up the shopper is not signed in yet (the spec's flow): say the account exists. */}
        {offered?.after === 'signup' && (
          <p role="status" className={auth.notice}>
            {words('login.accountReady')}
          </p>
        )}
        <TextField
          label={words('label.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email && say(errors.email)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={words('label.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password && say(errors.password)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className={auth.forgot}>
          <Link href="/forgot-password" className={auth.altLink}>
            {words('login.forgot')}
          </Link>
        </p>
        <p role="alert" className={styles.errorText}>
          {problem && say(problem)}
        </p>
        <Button type="submit" fullWidth size="lg" loading={busy}>
          {words('login.submit')}
        </Button>
        <p className={auth.alt}>
          {words('login.newHere')}{' '}
          <Link href={signupReturningTo(next)} className={auth.altLink}>
            {words('login.createAccount')}
          </Link>
        </p>
      </form>
    </main>
  );
}
