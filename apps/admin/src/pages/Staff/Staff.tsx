import { unwrap, type components } from '@cellar/api-client';
import { problemMessage } from '@cellar/machines';
import { formatDate } from '@cellar/domain';
import { Button, ConfirmDialog, DataTable, PasswordField, TextField } from '@cellar/ui';
import { useSelector } from '@xstate/store-react';
import { useState, type FormEvent } from 'react';
import { useAdmin } from '../../app/AdminContext';
import { listSummary } from '../../app/listSummary';
import * as page from '../../app/page.css';
import { pageOf, usePagedList } from '../../app/pagedList';

type Member = components['schemas']['StaffMember'];

const PAGE_SIZE = 25;

/** The staff: appoint a new member, remove one (never oneself, never the last: the server refuses both). */
export default function Staff() {
  const { api, session, notify } = useAdmin();
  const me = useSelector(session, (snapshot) => snapshot.context.staff?.id);
  const [version, setVersion] = useState(0);
  const list = usePagedList(
    (_query, cursor, signal) => pageOf(api.GET('/admins', { params: { query: { sort: 'name', limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) } }, signal })),
    { version },
  );
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
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
    setPending(true);
    setProblem(null);
    try {
      await unwrap(api.POST('/admins', { body }));
      notify({ title: 'Staff', description: `${body.firstname} ${body.lastname} can now log in to the back office.`, variant: 'success' });
      formElement.reset();
      setVersion((count) => count + 1);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setPending(false);
    }
  };

  const remove = async (member: Member) => {
    setPending(true);
    setProblem(null);
    try {
      await unwrap(api.DELETE('/admins/{id}', { params: { path: { id: member.id } } }));
      notify({ title: 'Staff', description: `${member.firstname} ${member.lastname} was removed from the staff.`, variant: 'success' });
      setRemoving(null);
      setVersion((count) => count + 1);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Staff</h1>
      </div>
      <DataTable<Member>
        caption="Staff"
        captionHidden
        columns={[
          { key: 'name', header: 'Name', cell: (member) => `${member.firstname} ${member.lastname}${member.id === me ? ' (you)' : ''}` },
          { key: 'email', header: 'Email', cell: (member) => member.email },
          { key: 'since', header: 'Since', secondary: true, cell: (member) => formatDate(new Date(member.createdAt)) },
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
        loading={list.loading}
        error={list.error}
        onRetry={list.reload}
        pagination={{ summary: listSummary(list.page, list.pageNumber, PAGE_SIZE, 'members of staff'), onPrevious: list.onPrevious, onNext: list.onNext }}
      />
      <form className={page.panel} aria-labelledby="appoint-title" onSubmit={appoint}>
        <h2 id="appoint-title" className={page.panelTitle}>
          Appoint a member of staff
        </h2>
        <div className={page.formGrid}>
          <TextField label="First name" name="firstname" required autoComplete="off" />
          <TextField label="Last name" name="lastname" required autoComplete="off" />
          <TextField label="Email" name="email" type="email" required autoComplete="off" />
          <PasswordField label="Password" name="password" required minLength={12} autoComplete="new-password" hint="At least 12 characters: it opens the back office." />
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
