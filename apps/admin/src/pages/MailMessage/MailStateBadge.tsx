import type { components } from '@cellar/api-client';
import { useWords } from '@cellar/i18n/react';
import { Badge, type BadgeTone } from '@cellar/ui';

type MailState = components['schemas']['MailState'];

const TONES: Record<MailState, BadgeTone> = { pending: 'info', sent: 'success', failed: 'danger' };

export function MailStateBadge({ state }: { state: MailState }) {
  const words = useWords();
  return <Badge tone={TONES[state]}>{words('admin.mail.state', { state })}</Badge>;
}
