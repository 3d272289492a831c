import { SHOP_PAGES } from '@cellar/domain';
import { Text } from '@react-email/components';
import { ActionButton } from '../MailLayout/ActionButton';
import { MailLayout } from '../MailLayout/MailLayout';
import { styles } from '../MailLayout/styles';
import type { MailTemplate } from '../template';

/** Sent on sign-up. */
export const welcome: MailTemplate<'welcome'> = {
  subject: (_, { words, brand }) => words('mail.welcome.subject', { brand }),
  Message: ({ mail, say }) => {
    const { words, brand, link } = say;
    return (
      <MailLayout say={say} preview={words('mail.welcome.preview')}>
        <Text style={styles.text}>{words('mail.greeting', { firstname: mail.firstname })}</Text>
        <Text style={styles.text}>{words('mail.welcome.body', { brand })}</Text>
        <ActionButton href={link(SHOP_PAGES.ourWines)}>{words('mail.welcome.action')}</ActionButton>
      </MailLayout>
    );
  },
};
