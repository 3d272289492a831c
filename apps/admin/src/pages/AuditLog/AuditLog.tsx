import type { components } from '@cellar/api-client';
import { useWords } from '@cellar/i18n/react';
import { DataTable } from '@cellar/ui';
import { useAdmin } from '../../app/AdminContext';
import * as page from '../../app/page.css';
import { useFormats } from '../../app/formats';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';
import * as styles from './AuditLog.css';

type Entry = components['schemas']['AuditEntry'];

const PAGE_SIZE = 25;

/** What changed between before and after, field by field; a creation or removal shows the whole record. */
function changes(entry: Entry): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return fields.map((field) => `${field}: ${JSON.stringify(before[field] ?? null)} → ${JSON.stringify(after[field] ?? null)}`).join('\n');
}

export default function AuditLog() {
  const { api } = useAdmin();
  const words = useWords();
  const { dateTime } = useFormats();
  const list = usePagedList((_query, cursor, signal) => pageOf(api.GET('/audit-log', { params: { query: { limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, signal })), {});
  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.audit')}</h1>
      </div>
      <DataTable<Entry>
        caption={words('admin.section.audit')}
        captionHidden
        columns={[
          { key: 'when', header: words('admin.column.when'), cell: (entry) => dateTime(new Date(entry.createdAt)) },
          { key: 'who', header: words('admin.column.who'), cell: (entry) => `${entry.staff.firstname} ${entry.staff.lastname}` },
          { key: 'what', header: words('admin.column.what'), cell: (entry) => `${entry.action}${entry.entityId ? ` #${entry.entityId}` : ''}` },
          { key: 'change', header: words('admin.column.change'), secondary: true, cell: (entry) => <pre className={styles.change}>{changes(entry)}</pre> },
        ]}
        rows={list.rows}
        rowKey={(entry) => entry.id}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={words('admin.audit.none')}
        pagination={useListPagination(list, PAGE_SIZE, { count: 'admin.pager.entries', none: 'admin.pager.noEntries' })}
      />
    </>
  );
}
