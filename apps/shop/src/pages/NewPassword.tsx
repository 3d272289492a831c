import { useWords } from '@cellar/i18n/react';
import { newPasswordMachine, RESET_LINK_INVALID } from '@cellar/machines';
import { Button, Link, PasswordField, useFirstInvalidField } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSay } from '../components/useSay';
import { Seo } from '../seo/Seo';
import { useShop } from '../shop/ShopContext';
import * as auth from './auth.css';
import * as styles from './pages.css';

/** The reset mail's link (`/reset-password/{token}`, or `?token=`): a new password, then the login. */
export default function NewPassword() {
  const { implementations, inspect } = useShop();
  const [search] = useSearchParams();
  const token = useParams().token ?? search.get('token') ?? '';
  const machine = useMemo(() => newPasswordMachine.provide(implementations.newPassword), [implementations]);
  const [state, send] = useMachine(machine, { input: { token }, ...(inspect ? { inspect } : {}) });
  const { password, confirmPassword, fieldErrors, problem, refusals } = state.context;
  const formElement = useFirstInvalidField(refusals);
  const words = useWords();
  const say = useSay();

  return (
    <main className={auth.page}>
      <Seo title={words('seo.newPasswordTitle')} description={words('seo.newPasswordDescription')} />
      {state.matches('linkInvalid') ? (
        <section className={auth.card} aria-labelledby="new-password-title">
          <Link href="/" className={auth.brand}>
            {words('brand.name')}
          </Link>
          <h1 id="new-password-title" className={auth.title}>
            {words('newPassword.heading')}
          </h1>
          <p role="alert" className={styles.errorText}>
            {say(RESET_LINK_INVALID)}
          </p>
          <p className={auth.alt}>
            <Link href="/forgot-password" className={auth.altLink}>
              {words('newPassword.askAgain')}
            </Link>
          </p>
        </section>
      ) : (
        <form ref={formElement} className={auth.card} action={() => send({ type: 'SUBMIT' })} noValidate>
          <Link href="/" className={auth.brand}>
            {words('brand.name')}
          </Link>
          <h1 className={auth.title}>{words('newPassword.heading')}</h1>
          <PasswordField
            label={words('label.newPassword')}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            error={fieldErrors.password && say(fieldErrors.password)}
            onChange={(event) => send({ type: 'CHANGE', field: 'password', value: event.target.value })}
          />
          <PasswordField
            label={words('label.confirmNewPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            error={fieldErrors.confirmPassword && say(fieldErrors.confirmPassword)}
            onChange={(event) => send({ type: 'CHANGE', field: 'confirmPassword', value: event.target.value })}
          />
          <p role="alert" className={styles.errorText}>
            {problem && say(problem)}
          </p>
          <Button type="submit" fullWidth size="lg" loading={state.matches('saving')}>
            {words('newPassword.submit')}
          </Button>
        </form>
      )}
    </main>
  );
}
