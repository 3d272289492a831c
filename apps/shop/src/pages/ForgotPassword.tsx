import { useWords } from '@cellar/i18n/react';
import { forgotPasswordMachine } from '@cellar/machines';
import { Button, Link, TextField, useFirstInvalidField } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useSay } from '../components/useSay';
import { Seo } from '../seo/Seo';
import { useShop } from '../shop/ShopContext';
import * as auth from './auth.css';
import * as styles from './pages.css';

/** "Forgot your password?": an email in, and the same confirmation out whether or not an account has it. */
export default function ForgotPassword() {
  const { implementations, inspect } = useShop();
  const machine = useMemo(() => forgotPasswordMachine.provide(implementations.forgotPassword), [implementations]);
  const [state, send] = useMachine(machine, inspect ? { inspect } : {});
  const { email, fieldErrors, problem, refusals, asked } = state.context;
  const formElement = useFirstInvalidField(refusals);
  const words = useWords();
  const say = useSay();

  return (
    <main className={auth.page}>
      <Seo title={words('seo.forgotTitle')} description={words('seo.forgotDescription')} />
      {asked ? (
        <section className={auth.card} aria-labelledby="forgot-title">
          <Link href="/" className={auth.brand}>
            {words('brand.name')}
          </Link>
          <h1 id="forgot-title" className={auth.title}>
            {words('forgot.sentHeading')}
          </h1>
          <p role="status" className={auth.alt}>
            {words('forgot.sent', { email: asked.email, minutes: asked.validMinutes })}
          </p>
          <p className={auth.alt}>
            <Link href="/login" className={auth.altLink}>
              {words('forgot.backToLogin')}
            </Link>
          </p>
        </section>
      ) : (
        <form
          ref={formElement}
          className={auth.card}
          // A form action, as the login's: a submission made before the app has taken the page over is carried out once it has.
          action={() => send({ type: 'SUBMIT' })}
          noValidate
        >
          <Link href="/" className={auth.brand}>
            {words('brand.name')}
          </Link>
          <h1 className={auth.title}>{words('forgot.heading')}</h1>
          <p className={auth.alt}>{words('forgot.intro')}</p>
          <TextField
            label={words('label.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={fieldErrors.email && say(fieldErrors.email)}
            onChange={(event) => send({ type: 'EMAIL.CHANGE', value: event.target.value })}
          />
          <p role="alert" className={styles.errorText}>
            {problem && say(problem)}
          </p>
          <Button type="submit" fullWidth size="lg" loading={state.matches('asking')}>
            {words('forgot.submit')}
          </Button>
          <p className={auth.alt}>
            <Link href="/login" className={auth.altLink}>
              {words('forgot.backToLogin')}
            </Link>
          </p>
        </form>
      )}
    </main>
  );
}
