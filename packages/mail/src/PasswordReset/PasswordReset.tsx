import { SHOP_PAGES } from '@cellar/domain';
import { Text } from '@react-email/components';
import { ActionButton } from '../MailLayout/ActionButton';
import { MailLayout } from '../MailLayout/MailLayout';
import { styles } from '../MailLayout/styles';
import type { MailTemplate } from '../template';

/** Sent when a reset is asked for an account that exists: its link opens the shop's reset page. */
export const passwordReset: MailTemplate<'passwordReset'> = {
  subject: (_, { words, brand }) => words('mail.passwordReset.subject', { brand }),
  Message: ({ mail, say }) => {
    const { words, link } = say;
    const minutes = mail.validMinutes;
    return (
      <MailLayout say={say} preview={words('mail.passwordReset.preview', { minutes })}>
        <Text style={styles.text}>{words('mail.greeting', { firstname: mail.firstname })}</Text>
        <Text style={styles.text}>{words('mail.passwordReset.body', { minutes })}</Text>
        <ActionButton href={link(SHOP_PAGES.resetPassword(mail.token))}>{words('mail.chooseNewPassword')}</ActionButton>
        <Text style={styles.text}>{words('mail.passwordReset.ignore')}</Text>
      </MailLayout>
    );
  },
};
