import { unwrap, type components } from '@cellar/api-client';
import { useWords } from '@cellar/i18n/react';
import { problemOr, type Said } from '@cellar/machines';
import { styleNonce } from '@cellar/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';
import { mailPreviewDocument } from './mailPreview';
import * as styles from './MailMessage.css';
import { MailStateBadge } from './MailStateBadge';

type MailMessage = components['schemas']['MailMessage'];

/** One mail as its recipient reads it (HTML and text), with where its delivery stands. */
export default function MailMessage() {
  const { id } = useParams();
  const { api } = useAdmin();
  const words = useWords();
  const { dateTime } = useFormats();
  const [mail, setMail] = useState<MailMessage | null>(null);
  const [loadError, setLoadError] = useState<Said | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    unwrap(api.GET('/mail/{id}', { params: { path: { id: Number(id) } } })).then(setMail, (error: unknown) => setLoadError(problemOr(error)));
  }, [api, id]);
  useEffect(load, [load]);

  if (loadError) return <LoadFailed problem={loadError} onRetry={load} />;
  if (!mail) return <p className={page.muted}>{words('admin.mail.loading')}</p>;
  const subject = mail.subject ?? words('admin.mail.gone');
  return (
    <>
      <p>
        <Link className={page.link} to="/mail">
          {words('admin.mail.all')}
        </Link>
      </p>
      <div className={page.header}>
        <h1 className={page.title}>{subject}</h1>
        <MailStateBadge state={mail.state} />
      </div>
      <section className={page.panel} aria-label={words('admin.section.mail')}>
        <p>{words('admin.mail.to', { to: mail.to, locale: mail.locale })}</p>
        <p className={page.muted}>
          {words('admin.mail.written', { date: dateTime(new Date(mail.createdAt)) })}
          {mail.sentAt && ` · ${words('admin.mail.sent', { date: dateTime(new Date(mail.sentAt)) })}`}
        </p>
        {mail.lastError && <p className={page.problem}>{words('admin.mail.attempts', { count: mail.attempts, reason: mail.lastError })}</p>}
      </section>
      {mail.html && (
        <section className={page.panel} aria-labelledby="mail-html">
          <h2 id="mail-html" className={page.panelTitle}>
            {words('admin.mail.asRead')}
          </h2>
          {/* No scripts and another origin: the mail reaches nothing of the back office. */}
          <iframe className={styles.frame} title={subject} sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={mailPreviewDocument(mail.html, styleNonce())} />
        </section>
      )}
      {mail.text && (
        <section className={page.panel} aria-labelledby="mail-text">
          <h2 id="mail-text" className={page.panelTitle}>
            {words('admin.mail.textPart')}
          </h2>
          <pre className={styles.text}>{mail.text}</pre>
        </section>
      )}
    </>
  );
}
