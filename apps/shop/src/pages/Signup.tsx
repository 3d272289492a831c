import type { SessionContext, SessionUser, SignupForm } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { Button, Link, PasswordField, TextField, useFirstInvalidField } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useShop } from '../shop/ShopContext';
import { Seo } from '../seo/Seo';
import { useHydrated } from '../boot/useHydrated';
import { useSay } from '../components/useSay';
import * as auth from './auth.css';
import { ACCOUNT_FIELDS } from './accountFields';
import * as styles from './pages.css';

const NO_ERRORS: SessionContext['fieldErrors'] = {};

/** A signed-in shopper gets no form to fill in vain: they are told who is signed in and may log out to sign up. */
function SignedIn({ user }: { user: SessionUser }) {
  const { session } = useShop();
  const busy = useSelector(session, (snapshot) => snapshot.matches('loggingOut'));
  const words = useWords();
  return (
    <section className={auth.card} aria-labelledby="signup-title">
      <Link href="/" className={auth.brand}>
        {words('brand.name')}
      </Link>
      <h1 id="signup-title" className={auth.title}>
        {words('signup.heading')}
      </h1>
      <p role="status" className={auth.alt}>
        {words('signup.signedInAs', { firstname: user.firstname, lastname: user.lastname, email: user.email })}
      </p>
      <Button fullWidth size="lg" loading={busy} onClick={() => session.send({ type: 'LOGOUT', to: '/signup' })}>
        {words('signup.logOut')}
      </Button>
      <p className={auth.alt}>
        <Link href="/" className={auth.altLink}>
          {words('orderMade.home')}
        </Link>
      </p>
    </section>
  );
}

export default function Signup() {
  const { session } = useShop();
  const words = useWords();
  const say = useSay();
  // The server draws this page for a guest; the saved session shows once the page is the browser's.
  const hydrated = useHydrated();
  const savedUser = useSelector(session, (snapshot) => snapshot.context.user);
  const user = hydrated ? savedUser : null;
  const form = useSelector(session, (snapshot) => snapshot.context.signup);
  const problem = useSelector(session, (snapshot) => snapshot.context.problem);
  const errors = useSelector(session, (snapshot) => (snapshot.context.refusedForm === 'signup' ? snapshot.context.fieldErrors : NO_ERRORS));
  const formElement = useFirstInvalidField(useSelector(session, (snapshot) => snapshot.context.refusals));
  const busy = useSelector(session, (snapshot) => snapshot.matches('signingUp'));
  const change = (field: keyof SignupForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    session.send({ type: 'SIGNUP.CHANGE', field, value: event.target.value });
  const errorOf = (field: keyof SignupForm) => {
    const error = errors[field];
    return error && say(error);
  };

  return (
    <main className={auth.page}>
      <Seo title={words('seo.signupTitle')} description={words('seo.signupDescription')} />
      {user ? (
        <SignedIn user={user} />
      ) : (
        <form
          ref={formElement}
          className={auth.card}
          // A form action rather than onSubmit: React keeps a submission made before the app has taken the
          // page over and carries it out once it has (entry-server.tsx), and the form never submits natively.
          action={() => session.send({ type: 'SIGNUP.SUBMIT' })}
          noValidate
        >
          <Link href="/" className={auth.brand}>
            {words('brand.name')}
          </Link>
          <h1 className={auth.title}>{words('signup.heading')}</h1>
          <div className={styles.formGrid}>
            {ACCOUNT_FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={words(field.label)}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                value={form[field.name]}
                error={errorOf(field.name)}
                onChange={change(field.name)}
              />
            ))}
            <PasswordField label={words('label.password')} name="password" autoComplete="new-password" required value={form.password} error={errorOf('password')} onChange={change('password')} />
            <PasswordField
              label={words('label.confirmPassword')}
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={form.confirmPassword}
              error={errorOf('confirmPassword')}
              onChange={change('confirmPassword')}
            />
          </div>
          <p role="alert" className={styles.errorText}>
            {problem && say(problem)}
          </p>
          <Button type="submit" fullWidth size="lg" loading={busy}>
            {words('signup.submit')}
          </Button>
          <p className={auth.alt}>
            {words('signup.haveAccount')}{' '}
            <Link href="/login" className={auth.altLink}>
              {words('signup.login')}
            </Link>
          </p>
        </form>
      )}
    </main>
  );
}
