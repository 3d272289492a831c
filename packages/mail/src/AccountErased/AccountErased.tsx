import { Text } from '@react-email/components';
import { MailLayout } from '../MailLayout/MailLayout';
import { styles } from '../MailLayout/styles';
import type { MailTemplate } from '../template';

/** Sent to the address an account had, as the account is erased: what went, and what stays and why. */
export const accountErased: MailTemplate<'accountErased'> = {
  subject: (_, { words, brand }) => words('mail.accountErased.subject', { brand }),
  Message: ({ mail, say }) => {
    const { words } = say;
    return (
      <MailLayout say={say} preview={words('mail.accountErased.preview')}>
        <Text style={styles.text}>{words('mail.greeting', { firstname: mail.firstname })}</Text>
        <Text style={styles.text}>{words('mail.accountErased.body')}</Text>
        <Text style={styles.text}>{words('mail.accountErased.goodbye')}</Text>
      </MailLayout>
    );
  },
};
