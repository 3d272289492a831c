import { unwrap, type components } from '@cellar/api-client';
import { NewStaffMemberBounds } from '@cellar/api-client/contract';
import { useWords } from '@cellar/i18n/react';
import { Button, ConfirmDialog, DataTable, PasswordField, SearchBox, TextField } from '@cellar/ui';
import { useSelector } from '@xstate/store-react';
import { useState, type FormEvent } from 'react';
import { useAdmin } from '../../app/AdminContext';
import { useFormats } from '../../app/formats';
import { listParams, useListQuery } from '../../app/listQuery';
import * as page from '../../app/page.css';
import { pageOf, useListPagination, usePagedList } from '../../app/pagedList';
import { personColumns, type PersonSort } from '../../app/personColumns';
import { useStaffAction } from '../../app/staffAction';

type Member = components['schemas']['StaffMember'];

const PAGE_SIZE = 25;

/** The staff, searched and sorted: appoint a new member, remove one (never oneself, never the last: the server refuses both). */
export default function Staff() {
  const { api, session } = useAdmin();
  const words = useWords();
  const formats = useFormats();
  const me = useSelector(session, (snapshot) => snapshot.context.staff?.id);
  const { query, search, sorting } = useListQuery<{ q: string; sort: PersonSort }>({ q: '', sort: 'name' });
  // Counts the appointments and removals, so the list is read again after each.
  const [version, setVersion] = useState(0);
  const list = usePagedList((current, cursor, signal) => pageOf(api.GET('/admins', { params: { query: listParams(current, PAGE_SIZE, cursor) }, signal })), {
    ...query,
    version,
  });
  const { pending, problem, setProblem, run } = useStaffAction();
  const [removing, setRemoving] = useState<Member | null>(null);

  const appoint = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = {
      firstname: String(form.get('firstname')).trim(),
      lastname: String(form.get('lastname')).trim(),
      email: String(form.get('email')).trim(),
      password: String(form.get('password')),
    };
    const done = { title: { key: 'admin.section.staff' }, description: { key: 'admin.staff.appointed', values: { name: `${body.firstname} ${body.lastname}` } }, variant: 'success' } as const;
    if (!(await run(() => unwrap(api.POST('/admins', { body })), done))) return;
    formElement.reset();
    setVersion((count) => count + 1);
  };

  const remove = async (member: Member) => {
    const done = { title: { key: 'admin.section.staff' }, description: { key: 'admin.staff.removed', values: { name: `${member.firstname} ${member.lastname}` } }, variant: 'success' } as const;
    if (!(await run(() => unwrap(api.DELETE('/admins/{id}', { params: { path: { id: member.id } } })), done))) return;
    setRemoving(null);
    setVersion((count) => count + 1);
  };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.staff')}</h1>
      </div>
      <div className={page.toolbar}>
        <SearchBox label={words('admin.staff.search')} placeholder={words('admin.orders.searchPlaceholder')} {...search} busy={list.loading} />
      </div>
      <DataTable<Member, PersonSort>
        caption={words('admin.section.staff')}
        captionHidden
        columns={[
          ...personColumns<Member>(
            (member) => {
              const name = `${member.firstname} ${member.lastname}`;
              return member.id === me ? words('admin.staff.you', { name }) : name;
            },
            words,
            formats,
          ),
          {
            key: 'actions',
            header: words('admin.column.actions'),
            align: 'end',
            cell: (member) =>
              member.id === me ? null : (
                <Button variant="ghost" size="sm" aria-label={words('admin.staff.remove', { name: `${member.firstname} ${member.lastname}` })} onClick={() => (setProblem(null), setRemoving(member))}>
                  {words('admin.staff.removeAction')}
                </Button>
              ),
          },
        ]}
        rows={list.rows}
        rowKey={(member) => member.id}
        {...sorting}
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        empty={query.q ? words('admin.staff.noMatch', { query: query.q }) : words('admin.staff.none')}
        pagination={useListPagination(list, PAGE_SIZE, { count: 'admin.pager.staff', none: 'admin.pager.noStaff' })}
      />
      <form className={page.panel} aria-labelledby="appoint-title" onSubmit={appoint}>
        <h2 id="appoint-title" className={page.panelTitle}>
          {words('admin.staff.appointTitle')}
        </h2>
        <div className={page.formGrid}>
          <TextField label={words('admin.staff.firstname')} name="firstname" required autoComplete="off" />
          <TextField label={words('admin.staff.lastname')} name="lastname" required autoComplete="off" />
          <TextField label={words('contact.email')} name="email" type="email" required autoComplete="off" />
          <PasswordField
            label={words('admin.login.password')}
            name="password"
            required
            minLength={NewStaffMemberBounds.password.minLength}
            autoComplete="new-password"
            hint={words('admin.staff.passwordHint', { min: NewStaffMemberBounds.password.minLength })}
          />
        </div>
        {problem && !removing && (
          <p className={page.problem} role="alert">
            {problem}
          </p>
        )}
        <div className={page.actions}>
          <Button type="submit" loading={pending && !removing}>
            {words('admin.staff.appoint')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={words('admin.staff.confirmTitle', { name: `${removing?.firstname} ${removing?.lastname}` })}
        description={words('admin.staff.confirmText')}
        confirmLabel={words('admin.staff.removeAction')}
        onConfirm={() => removing && void remove(removing)}
        pending={pending}
        error={removing ? problem : null}
      />
    </>
  );
}
