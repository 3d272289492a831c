import { formatDate, SHOP_PAGES } from '@cellar/domain';
import { Text } from '@react-email/components';
import { ActionButton } from '../MailLayout/ActionButton';
import { MailLayout } from '../MailLayout/MailLayout';
import { styles } from '../MailLayout/styles';
import type { MailTemplate } from '../template';

/** Sent when an account's password changes (by its owner, or through a reset), in case it was not them. */
export const passwordChanged: MailTemplate<'passwordChanged'> = {
  subject: (_, { words, brand }) => words('mail.passwordChanged.subject', { brand }),
  Message: ({ mail, say }) => {
    const { words, locale, link, contact } = say;
    return (
      <MailLayout say={say} preview={words('mail.passwordChanged.preview')}>
        <Text style={styles.text}>{words('mail.greeting', { firstname: mail.firstname })}</Text>
        <Text style={styles.text}>{words('mail.passwordChanged.body', { when: formatDate(new Date(mail.changedAt), locale) })}</Text>
        <Text style={styles.text}>{words('mail.passwordChanged.notYou', { email: contact.email })}</Text>
        <ActionButton href={link(SHOP_PAGES.forgotPassword)}>{words('mail.chooseNewPassword')}</ActionButton>
      </MailLayout>
    );
  },
};
