import { unwrap, type components } from '@cellar/api-client';
import { CategoryUpdateBounds, NewCategoryBounds } from '@cellar/api-client/contract';
import { problemMessage } from '@cellar/machines';
import { Button, ConfirmDialog, DataTable, TextField } from '@cellar/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useAdmin } from '../../app/AdminContext';
import * as page from '../../app/page.css';
import { useStaffAction } from '../../app/staffAction';

type Category = components['schemas']['Category'];


/** Categories: add, rename, and delete one no wine uses (the server answers 409 otherwise, and says so). */
export default function Categories() {
  const { api } = useAdmin();
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const action = useStaffAction();
  const { pending, problem, setProblem } = action;

  const load = useCallback(() => {
    setLoadError(null);
    unwrap(api.GET('/categories')).then(setCategories, (error: unknown) => setLoadError(problemMessage(error)));
  }, [api]);
  useEffect(load, [load]);

  const run = async (write: () => Promise<unknown>, done: string) => {
    if (!(await action.run(write, { title: 'Categories', description: done, variant: 'success' }))) return false;
    setRenaming(null);
    setDeleting(null);
    load();
    return true;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Give the category a name.');
    if (await run(() => unwrap(api.POST('/categories', { body: { name: trimmed } })), `“${trimmed}” was added.`)) setName('');
  };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Categories</h1>
      </div>
      <form className={page.panelToolbar} aria-label="New category" onSubmit={add} noValidate>
        <TextField className={page.toolbarField} label="New category" value={name} onChange={(event) => setName(event.target.value)} maxLength={NewCategoryBounds.name.maxLength} />
        <Button type="submit" loading={pending && !renaming && !deleting}>
          ADD CATEGORY
        </Button>
      </form>
      {problem && !deleting && (
        <p className={page.problem} role="alert">
          {problem}
        </p>
      )}
      <DataTable<Category>
        caption="Categories"
        captionHidden
        columns={[
          {
            key: 'name',
            header: 'Name',
            cell: (category) =>
              renaming?.id === category.id ? (
                <form
                  className={page.actions}
                  aria-label={`Rename ${category.name}`}
                  onSubmit={(event) => {
                    event.preventDefault();
                    const renamed = renaming.name.trim();
                    void run(() => unwrap(api.PATCH('/categories/{id}', { params: { path: { id: category.id } }, body: { name: renamed } })), `“${category.name}” is now “${renamed}”.`);
                  }}
                >
                  <TextField label="New name" value={renaming.name} onChange={(event) => setRenaming({ id: category.id, name: event.target.value })} maxLength={CategoryUpdateBounds.name.maxLength} />
                  <Button type="submit" size="sm" loading={pending}>
                    SAVE
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRenaming(null)}>
                    CANCEL
                  </Button>
                </form>
              ) : (
                category.name
              ),
          },
          {
            key: 'actions',
            header: 'Actions',
            align: 'end',
            cell: (category) => (
              <span className={page.rowActions}>
                <Button variant="ghost" size="sm" onClick={() => setRenaming({ id: category.id, name: category.name })} aria-label={`Rename ${category.name}`}>
                  RENAME
                </Button>
                <Button variant="ghost" size="sm" onClick={() => (setProblem(null), setDeleting(category))} aria-label={`Delete ${category.name}`}>
                  DELETE
                </Button>
              </span>
            ),
          },
        ]}
        rows={categories ?? []}
        rowKey={(category) => category.id}
        loading={categories === null && !loadError}
        error={loadError}
        onRetry={load}
        empty="No categories yet."
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.name}”?`}
        description="Only a category no wine uses can be deleted."
        confirmLabel="DELETE"
        onConfirm={() => deleting && void run(() => unwrap(api.DELETE('/categories/{id}', { params: { path: { id: deleting.id } } })), `“${deleting.name}” was deleted.`)}
        pending={pending}
        error={deleting ? problem : null}
      />
    </>
  );
}
