import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailSay } from '../say';
import { styles } from './styles';

export interface MailLayoutProps {
  say: MailSay;
  /** The line a mail client shows beside the subject. */
  preview: string;
  children: ReactNode;
}

/** Every mail's frame: the brand, the message, and why it came with whom to ask. */
export function MailLayout({ say, preview, children }: MailLayoutProps) {
  const { words, locale, brand, contact } = say;
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{brand}</Text>
          <Section>{children}</Section>
          <Text style={styles.text}>{words('mail.signature', { brand })}</Text>
          <Hr style={styles.rule} />
          <Text style={styles.muted}>{words('mail.why', { brand })}</Text>
          <Text style={styles.muted}>{words('mail.contact', { address: contact.address, phone: contact.phone })}</Text>
          <Text style={styles.muted}>
            <Link href={`mailto:${contact.email}`} style={styles.link}>
              {contact.email}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
