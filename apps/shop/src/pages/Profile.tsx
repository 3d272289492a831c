import type { SessionContext, SessionUser } from '@cellar/machines';
import { AvatarField, Button, FakeCreditCard, PageBanner, TextField } from '@cellar/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useShop } from '../shop/ShopContext';
import { useFirstInvalidField } from './useFirstInvalidField';
import { Seo } from '../seo/Seo';
import { DEMO_CARDS } from '../shop/demo';
import * as styles from './pages.css';
import * as profile from './profile.css';

const FIELDS = [
  { name: 'firstname', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastname', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'address', label: 'Address', autoComplete: 'street-address', type: 'text' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];

const NO_ERRORS: SessionContext['fieldErrors'] = {};

function ProfileForm({ user }: { user: SessionUser }) {
  const { session, imageUrl } = useShop();
  const saving = useSelector(session, (snapshot) => snapshot.matches('savingProfile'));
  const problem = useSelector(session, (snapshot) => snapshot.context.problem);
  const errors = useSelector(session, (snapshot) => (snapshot.context.refusedForm === 'profile' ? snapshot.context.fieldErrors : NO_ERRORS));
  const formElement = useFirstInvalidField(useSelector(session, (snapshot) => snapshot.context.refusals));
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({
    firstname: user.firstname,
    lastname: user.lastname,
    address: user.address,
    phone: user.phone,
    email: user.email,
  }));
  const [avatar, setAvatar] = useState<File | null>(null);

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
        ACCOUNT DETAILS
      </h2>
      <div className={profile.avatarRow}>
        <AvatarField
          label="Avatar"
          name="avatar"
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG or WebP, up to 5 MB; square images look best."
          {...(user.avatar ? { src: imageUrl(user.avatar) } : {})}
          onChange={setAvatar}
        />
      </div>
      <div className={styles.formGrid}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        ))}
      </div>
      <div className={profile.actions}>
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
        <p role="alert" className={styles.errorText}>
          {problem}
        </p>
      </div>
    </form>
  );
}

export default function Profile() {
  const { session } = useShop();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  return (
    <>
      <Seo title="Profile · The Cellar" description="ACCOUNT DETAILS: your name, address, phone, email and avatar, and your payment methods." />
      <PageBanner eyebrow="Your account" title="PROFILE" />
      <div className={`${styles.container} ${styles.section} ${profile.layout}`}>
        {/* Keyed by the avatar too, so a saved profile starts a fresh form from what the server returned. */}
        {user && <ProfileForm key={`${user.id}-${user.avatar}`} user={user} />}
        <section className={styles.panel} aria-labelledby="payment-title">
          <h2 id="payment-title" className={styles.panelTitle}>
            MY PAYMENT METHODS
          </h2>
          <FakeCreditCard brand="Visa" {...DEMO_CARDS.Visa} holder={user ? `${user.firstname} ${user.lastname}` : ''} />
        </section>
      </div>
    </>
  );
}
