import { palette, themeValues } from '@cellar/ui/theme-values';
import { useState } from 'react';
import type { RenderedMail } from '../render';

/**
 * A mail as its reader gets it: the subject, the HTML part in a frame of a mail client's width (sized to
 * the message, so the capture holds all of it), and the plain-text part sent beside it.
 */
export function MailPreview({ mail }: { mail: RenderedMail }) {
  const [height, setHeight] = useState<number | null>(null);
  return (
    <article style={{ display: 'grid', gap: 16, width: 640, color: palette.text, fontFamily: themeValues.font.body }}>
      <h1 style={{ margin: 0, fontSize: 18 }}>{mail.subject}</h1>
      <iframe
        title={mail.subject}
        srcDoc={mail.html}
        data-fitted={height === null ? undefined : ''}
        style={{ width: 640, height: height ?? 400, border: 0 }}
        onLoad={(event) => setHeight(event.currentTarget.contentDocument?.documentElement.scrollHeight ?? 400)}
      />
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 13, lineHeight: 1.5 }}>{mail.text}</pre>
    </article>
  );
}
