import { unwrap, type components } from '@cellar/api-client';
import { NewStaffMemberBounds } from '@cellar/api-client/contract';
import { Button, ConfirmDialog, DataTable, PasswordField, SearchBox, TextField } from '@cellar/ui';
import { useSelector } from '@xstate/store-react';
import { useState, type FormEvent } from 'react';
import { useAdmin } from '../../app/AdminContext';
import { listParams, useListQuery } from '../../app/listQuery';
import * as page from '../../app/page.css';
import { listPagination, pageOf, usePagedList } from '../../app/pagedList';
import { personColumns, type PersonSort } from '../../app/personColumns';
import { useStaffAction } from '../../app/staffAction';

type Member = components['schemas']['StaffMember'];

const PAGE_SIZE = 25;

/** The staff, searched and sorted: appoint a new member, remove one (never oneself, never the last: the server refuses both). */
export default function Staff() {
  const { api, session } = useAdmin();
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
    const done = { title: 'Staff', description: `${body.firstname} ${body.lastname} can now log in to the back office.`, variant: 'success' } as const;
    if (!(await run(() => unwrap(api.POST('/admins', { body })), done))) return;
    formElement.reset();
    setVersion((count) => count + 1);
  };

  const remove = async (member: Member) => {
    const done = { title: 'Staff', description: `${member.firstname} ${member.lastname} was removed from the staff.`, variant: 'success' } as const;
    if (!(await run(() => unwrap(api.DELETE('/admins/{id}', { params: { path: { id: member.id } } })), done))) return;
    setRemoving(null);
    setVersion((count) => count + 1);
  };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Staff</h1>
      </div>
      <div className={page.toolbar}>
        <SearchBox label="Search staff" placeholder="Name or email" {...search} busy={list.loading} />
      </div>
      <DataTable<Member, PersonSort>
        caption="Staff"
        captionHidden
        columns={[
          ...personColumns<Member>((member) => `${member.firstname} ${member.lastname}${member.id === me ? ' (you)' : ''}`),
          {
            key: 'actions',
            header: 'Actions',
            align: 'end',
            cell: (member) =>
              member.id === me ? null : (
                <Button variant="ghost" size="sm" aria-label={`Remove ${member.firstname} ${member.lastname}`} onClick={() => (setProblem(null), setRemoving(member))}>
                  REMOVE
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
        empty={query.q ? `No members of staff match “${query.q}”.` : 'No members of staff.'}
        pagination={listPagination(list, PAGE_SIZE, { one: 'member of staff', other: 'members of staff' })}
      />
      <form className={page.panel} aria-labelledby="appoint-title" onSubmit={appoint}>
        <h2 id="appoint-title" className={page.panelTitle}>
          Appoint a member of staff
        </h2>
        <div className={page.formGrid}>
          <TextField label="First name" name="firstname" required autoComplete="off" />
          <TextField label="Last name" name="lastname" required autoComplete="off" />
          <TextField label="Email" name="email" type="email" required autoComplete="off" />
          <PasswordField label="Password" name="password" required minLength={NewStaffMemberBounds.password.minLength} autoComplete="new-password" hint={`At least ${NewStaffMemberBounds.password.minLength} characters: it opens the back office.`} />
        </div>
        {problem && !removing && (
          <p className={page.problem} role="alert">
            {problem}
          </p>
        )}
        <div className={page.actions}>
          <Button type="submit" loading={pending && !removing}>
            APPOINT
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.firstname} ${removing?.lastname}?`}
        description="Their sessions end at once and they can no longer open the back office."
        confirmLabel="REMOVE"
        onConfirm={() => removing && void remove(removing)}
        pending={pending}
        error={removing ? problem : null}
      />
    </>
  );
}
