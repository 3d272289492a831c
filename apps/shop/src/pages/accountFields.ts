/** The account's text fields, as sign-up and the profile both ask for them (the password apart). */
export const ACCOUNT_FIELDS = [
  { name: 'firstname', label: 'label.firstname', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'label.lastname', type: 'text', autoComplete: 'family-name' },
  { name: 'address', label: 'label.address', type: 'text', autoComplete: 'street-address' },
  { name: 'phone', label: 'label.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'label.email', type: 'email', autoComplete: 'email' },
] as const;

export type AccountFieldName = (typeof ACCOUNT_FIELDS)[number]['name'];
