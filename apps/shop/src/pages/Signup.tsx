import type { SessionContext, SessionUser, SignupForm } from '@cellar/machines';
import { Button, Link, PasswordField, TextField } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useShop } from '../shop/ShopContext';
import { Seo } from '../seo/Seo';
import { useFirstInvalidField } from './useFirstInvalidField';
import { useHydrated } from '../boot/useHydrated';
import * as auth from './auth.css';
import * as styles from './pages.css';

const FIELDS: { name: Exclude<keyof SignupForm, 'password' | 'confirmPassword'>; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstname', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', type: 'text', autoComplete: 'street-address' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

const NO_ERRORS: SessionContext['fieldErrors'] = {};

/** A signed-in shopper gets no form to fill in vain: they are told who is signed in and may log out to sign up. */
function SignedIn({ user }: { user: SessionUser }) {
  const { session } = useShop();
  const busy = useSelector(session, (snapshot) => snapshot.matches('loggingOut'));
  return (
    <section className={auth.card} aria-labelledby="signup-title">
      <Link href="/" className={auth.brand}>
        The Cellar
      </Link>
      <h1 id="signup-title" className={auth.title}>
        Sign up
      </h1>
      <p role="status" className={auth.alt}>
        You are signed in as {user.firstname} {user.lastname} ({user.email}). To create another account, log out first.
      </p>
      <Button fullWidth size="lg" loading={busy} onClick={() => session.send({ type: 'LOGOUT', to: '/signup' })}>
        Log out
      </Button>
      <p className={auth.alt}>
        <Link href="/" className={auth.altLink}>
          Back to home
        </Link>
      </p>
    </section>
  );
}

export default function Signup() {
  const { session } = useShop();
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

  return (
    <main className={auth.page}>
      <Seo title="Sign up · The Cellar" description="Create your account at The Cellar to order Uruguayan wines and keep your order history." />
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
            The Cellar
          </Link>
          <h1 className={auth.title}>Sign up</h1>
          <div className={styles.formGrid}>
            {FIELDS.map((field) => (
              <TextField key={field.name} label={field.label} name={field.name} type={field.type} autoComplete={field.autoComplete} required value={form[field.name]} error={errors[field.name]} onChange={change(field.name)} />
            ))}
            <PasswordField label="Password" name="password" autoComplete="new-password" required value={form.password} error={errors.password} onChange={change('password')} />
            <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" required value={form.confirmPassword} error={errors.confirmPassword} onChange={change('confirmPassword')} />
          </div>
          <p role="alert" className={styles.errorText}>
            {problem}
          </p>
          <Button type="submit" fullWidth size="lg" loading={busy}>
            Submit
          </Button>
          <p className={auth.alt}>
            Already have an account?{' '}
            <Link href="/login" className={auth.altLink}>
              Login
            </Link>
          </p>
        </form>
      )}
    </main>
  );
}
