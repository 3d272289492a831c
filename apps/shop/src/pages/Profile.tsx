import { UPLOAD_MAX_MEGABYTES } from '@cellar/domain';
import { unwrap } from '@cellar/api-client';
import { changePasswordMachine, eraseAccountMachine, problemOr, type PasswordChangeForm, type Said, type SessionContext, type SessionUser } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { AvatarField, Button, FakeCreditCard, Modal, PageBanner, PasswordField, TextField, useFirstInvalidField } from '@cellar/ui';
import { useMachine, useSelector } from '@xstate/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useShop } from '../shop/ShopContext';
import { useSay } from '../components/useSay';
import { Seo } from '../seo/Seo';
import { DEMO_CARDS, DEMO_LOGIN } from '../shop/demo';
import { ACCOUNT_FIELDS, type AccountFieldName } from './accountFields';
import * as styles from './pages.css';
import * as profile from './profile.css';


const NO_ERRORS: SessionContext['fieldErrors'] = {};

/** A panel's button, with the reason beside it when what it sent was refused. */
function Actions({ problem, children }: { problem: Said | null; children: ReactNode }) {
  const say = useSay();
  return (
    <div className={profile.actions}>
      {children}
      <p role="alert" className={styles.errorText}>
        {problem && say(problem)}
      </p>
    </div>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const { session, imageUrl } = useShop();
  const words = useWords();
  const say = useSay();
  const saving = useSelector(session, (snapshot) => snapshot.matches('savingProfile'));
  const problem = useSelector(session, (snapshot) => snapshot.context.problem);
  const errors = useSelector(session, (snapshot) => (snapshot.context.refusedForm === 'profile' ? snapshot.context.fieldErrors : NO_ERRORS));
  const formElement = useFirstInvalidField(useSelector(session, (snapshot) => snapshot.context.refusals));
  const [values, setValues] = useState<Record<AccountFieldName, string>>(() => ({
    firstname: user.firstname,
    lastname: user.lastname,
    address: user.address,
    phone: user.phone,
    email: user.email,
  }));
  const [avatar, setAvatar] = useState<File | null>(null);
  const errorOf = (field: AccountFieldName) => {
    const error = errors[field];
    return error && say(error);
  };

  return (
    <form
      ref={formElement}
      className={styles.panel}
      aria-labelledby="account-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        session.send({ type: 'PROFILE.SAVE', changes: { ...values, avatar } });
      }}
    >
      <h2 id="account-title" className={styles.panelTitle}>
        {words('profile.accountDetails')}
      </h2>
      <div className={profile.avatarRow}>
        <AvatarField
          label={words('label.avatar')}
          name="avatar"
          accept="image/jpeg,image/png,image/webp"
          hint={words('profile.avatarHint', { megabytes: UPLOAD_MAX_MEGABYTES })}
          {...(user.avatar ? { src: imageUrl(user.avatar) } : {})}
          onChange={setAvatar}
        />
      </div>
      <div className={styles.formGrid}>
        {ACCOUNT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={words(field.label)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            error={errorOf(field.name)}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        ))}
      </div>
      <Actions problem={problem}>
        <Button type="submit" loading={saving}>
          {words('profile.save')}
        </Button>
      </Actions>
    </form>
  );
}

const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: 'label.currentPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'label.newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'label.confirmNewPassword', autoComplete: 'new-password' },
] as const satisfies readonly { name: keyof PasswordChangeForm; label: string; autoComplete: string }[];

/** Change of password: the current one, the new one twice; the other devices are signed out, this one stays. */
function PasswordForm({ user }: { user: SessionUser }) {
  const { implementations, inspect } = useShop();
  const machine = useMemo(() => changePasswordMachine.provide(implementations.changePassword), [implementations]);
  const [state, send] = useMachine(machine, { input: { user }, ...(inspect ? { inspect } : {}) });
  const { fieldErrors, problem, refusals } = state.context;
  const formElement = useFirstInvalidField(refusals);
  const words = useWords();
  const say = useSay();
  return (
    <form
      ref={formElement}
      className={styles.panel}
      aria-labelledby="password-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <h2 id="password-title" className={styles.panelTitle}>
        {words('profile.passwordHeading')}
      </h2>
      {/* One above the other: a password is typed whole, and the panel is narrow beside the details. */}
      <div className={styles.stack}>
        {PASSWORD_FIELDS.map((field) => {
          const error = fieldErrors[field.name];
          return (
            <PasswordField
              key={field.name}
              label={words(field.label)}
              name={field.name}
              autoComplete={field.autoComplete}
              required
              value={state.context[field.name]}
              error={error && say(error)}
              onChange={(event) => send({ type: 'CHANGE', field: field.name, value: event.target.value })}
            />
          );
        })}
      </div>
      <Actions problem={problem}>
        <Button type="submit" loading={state.matches('saving')}>
          {words('profile.passwordSubmit')}
        </Button>
      </Actions>
    </form>
  );
}

/** The export's file name, as the server names it in Content-Disposition (none: the browser names it). */
const fileNameOf = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';

/** "Download my data": the account's export, saved as the JSON file the server sends. */
function DataExport({ user }: { user: SessionUser }) {
  const { api } = useShop();
  const words = useWords();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Said | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const call = api.GET('/users/{id}/export', { params: { path: { id: user.id } }, headers: { Authorization: `Bearer ${user.token}` } });
      const data = await unwrap(call);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      Object.assign(document.createElement('a'), { href: url, download: fileNameOf((await call).response) }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setProblem(problemOr(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className={styles.panel} aria-labelledby="data-title">
      <h2 id="data-title" className={styles.panelTitle}>
        {words('profile.dataHeading')}
      </h2>
      <p>{words('profile.dataText')}</p>
      <Actions problem={problem}>
        <Button variant="secondary" loading={busy} onClick={() => void download()}>
          {words('profile.download')}
        </Button>
      </Actions>
    </section>
  );
}

/**
 * "Erase my account": what goes and what stays, said before anything is asked; the dialog asks for the
 * password, and the erasure signs the shopper out everywhere.
 */
function AccountErasure({ user }: { user: SessionUser }) {
  const { implementations, inspect } = useShop();
  const machine = useMemo(() => eraseAccountMachine.provide(implementations.eraseAccount), [implementations]);
  const [state, send] = useMachine(machine, { input: { user }, ...(inspect ? { inspect } : {}) });
  const { fieldErrors, problem, refusals, password } = state.context;
  const formElement = useFirstInvalidField(refusals);
  const words = useWords();
  const say = useSay();
  const error = fieldErrors.password;
  return (
    <section className={styles.panel} aria-labelledby="erase-title">
      <h2 id="erase-title" className={styles.panelTitle}>
        {words('profile.eraseHeading')}
      </h2>
      <p>{words('profile.eraseText')}</p>
      <Actions problem={null}>
        <Button variant="secondary" onClick={() => send({ type: 'OPEN' })}>
          {words('profile.eraseStart')}
        </Button>
      </Actions>
      <Modal
        open={state.matches('confirming') || state.matches('erasing')}
        onOpenChange={(open) => {
          if (!open) send({ type: 'CANCEL' });
        }}
        title={words('profile.eraseConfirmTitle')}
        description={words('profile.eraseConfirmText')}
      >
        <form
          ref={formElement}
          aria-label={words('profile.eraseConfirmTitle')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <div className={styles.stack}>
            <PasswordField
              label={words('label.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              error={error && say(error)}
              onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
            />
          </div>
          <Actions problem={problem}>
            <Button type="submit" loading={state.matches('erasing')}>
              {words('profile.eraseConfirm')}
            </Button>
            <Button type="button" variant="secondary" disabled={state.matches('erasing')} onClick={() => send({ type: 'CANCEL' })}>
              {words('dialog.cancel')}
            </Button>
          </Actions>
        </form>
      </Modal>
    </section>
  );
}

/** In place of the change of password and the erasure on the demo account: why neither is offered. */
function SharedDemoAccount() {
  const words = useWords();
  return (
    <section className={styles.panel} aria-labelledby="shared-title">
      <h2 id="shared-title" className={styles.panelTitle}>
        {words('profile.sharedHeading')}
      </h2>
      <p>{words('profile.sharedText')}</p>
    </section>
  );
}

export default function Profile() {
  const { session, demoMode } = useShop();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const words = useWords();
  // Every visitor signs in as the demo customer, so the server keeps its password and the account
  // itself (demoPasswordFixed, demoAccountKept): forms it would refuse are not offered.
  const shared = demoMode && user?.email === DEMO_LOGIN.email;
  return (
    <>
      <Seo title={words('seo.profileTitle')} description={words('seo.profileDescription')} />
      <PageBanner eyebrow={words('myAccount.eyebrow')} title={words('menu.profile')} />
      <div className={`${styles.container} ${styles.section} ${profile.layout}`}>
        {/* Keyed by the avatar too, so a saved profile starts a fresh form from what the server returned. */}
        {user && <ProfileForm key={`${user.id}-${user.avatar}`} user={user} />}
        {user && !shared && <PasswordForm key={user.id} user={user} />}
        {user && <DataExport user={user} />}
        {user && !shared && <AccountErasure key={user.id} user={user} />}
        {shared && <SharedDemoAccount />}
        <section className={styles.panel} aria-labelledby="payment-title">
          <h2 id="payment-title" className={styles.panelTitle}>
            {words('profile.paymentMethods')}
          </h2>
          {/* A saved card shows no security code: only the checkout's card, as the spec has it, does. */}
          <FakeCreditCard brand="Visa" number={DEMO_CARDS.Visa.number} expiry={DEMO_CARDS.Visa.expiry} holder={user ? `${user.firstname} ${user.lastname}` : ''} />
          <p className={profile.cardNote}>{words('profile.cardNote')}</p>
        </section>
      </div>
    </>
  );
}
