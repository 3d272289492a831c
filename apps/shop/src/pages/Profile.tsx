import { UPLOAD_MAX_MEGABYTES } from '@cellar/domain';
import type { SessionContext, SessionUser } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { AvatarField, Button, FakeCreditCard, PageBanner, TextField, useFirstInvalidField } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useShop } from '../shop/ShopContext';
import { useSay } from '../components/useSay';
import { Seo } from '../seo/Seo';
import { DEMO_CARDS } from '../shop/demo';
import { ACCOUNT_FIELDS, type AccountFieldName } from './accountFields';
import * as styles from './pages.css';
import * as profile from './profile.css';


const NO_ERRORS: SessionContext['fieldErrors'] = {};

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
      <div className={profile.actions}>
        <Button type="submit" loading={saving}>
          {words('profile.save')}
        </Button>
        <p role="alert" className={styles.errorText}>
          {problem && say(problem)}
        </p>
      </div>
    </form>
  );
}

export default function Profile() {
  const { session } = useShop();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const words = useWords();
  return (
    <>
      <Seo title={words('seo.profileTitle')} description={words('seo.profileDescription')} />
      <PageBanner eyebrow={words('myAccount.eyebrow')} title={words('menu.profile')} />
      <div className={`${styles.container} ${styles.section} ${profile.layout}`}>
        {/* Keyed by the avatar too, so a saved profile starts a fresh form from what the server returned. */}
        {user && <ProfileForm key={`${user.id}-${user.avatar}`} user={user} />}
        <section className={styles.panel} aria-labelledby="payment-title">
          <h2 id="payment-title" className={styles.panelTitle}>
            {words('profile.paymentMethods')}
          </h2>
          <FakeCreditCard brand="Visa" {...DEMO_CARDS.Visa} holder={user ? `${user.firstname} ${user.lastname}` : ''} />
        </section>
      </div>
    </>
  );
}
