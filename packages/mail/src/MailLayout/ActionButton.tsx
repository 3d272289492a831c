import { Button, Section } from '@react-email/components';
import { styles } from './styles';

/** The one thing a mail asks its reader to do, as a button (a plain link in the text part). */
export function ActionButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}
