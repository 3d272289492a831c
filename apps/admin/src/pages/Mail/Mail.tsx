import type { components } from '@cellar/api-client';
import { useWords } from '@cellar/i18n/react';
import { DataTable } from '@cellar/ui';
import { Link } from 'react-router-dom';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import * as page from '../../app/page.css';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';
import { MailStateBadge } from '../MailMessage/MailStateBadge';

type MailEntry = components['schemas']['MailEntry'];

const PAGE_SIZE = 25;

/** The shop's outbox: where a demo without SMTP_URL reads its mail, and where staff see what was refused. */
export default function Mail() {
  const { api } = useAdmin();
  const words = useWords();
  const { dateTime } = useFormats();
  const list = usePagedList((_query, cursor, signal) => pageOf(api.GET('/mail', { params: { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, signal })), {});
  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.mail')}</h1>
      </div>
      <p className={page.muted}>{words('admin.mail.intro')}</p>
      <DataTable<MailEntry>
        caption={words('admin.section.mail')}
        captionHidden
        columns={[
          { key: 'when', header: words('admin.column.when'), cell: (mail) => dateTime(new Date(mail.createdAt)) },
          { key: 'to', header: words('admin.column.to'), cell: (mail) => mail.to },
          {
            key: 'subject',
            header: words('admin.column.subject'),
            cell: (mail) => (
              <Link className={page.link} to={`/mail/${mail.id}`}>
                {mail.subject ?? words('admin.mail.gone')}
              </Link>
            ),
          },
          { key: 'state', header: words('admin.column.status'), cell: (mail) => <MailStateBadge state={mail.state} /> },
        ]}
        rows={list.rows}
        rowKey={(mail) => mail.id}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={words('admin.mail.none')}
        pagination={useListPagination(list, PAGE_SIZE, { count: 'admin.pager.mail', none: 'admin.pager.noMail' })}
      />
    </>
  );
}
