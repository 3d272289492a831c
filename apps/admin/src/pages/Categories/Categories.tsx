import { unwrap, type components, type StaffCategory } from '@cellar/api-client';
import { CategoryUpdateBounds, NewCategoryBounds } from '@cellar/api-client/contract';
import { useWords } from '@cellar/i18n/react';
import { problemOr, sayIn, type Phrase, type Said, type TranslatedLocale } from '@cellar/machines';
import { Badge, Button, ConfirmDialog, DataTable, TextField, useFirstInvalidField } from '@cellar/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useAdmin } from '../../app/AdminContext';
import * as page from '../../app/page.css';
import { useStaffAction } from '../../app/staffAction';

type Category = StaffCategory;
type CategoryUpdate = components['schemas']['CategoryUpdate'];

/** The language the back office names categories in beside English. */
const SPANISH: TranslatedLocale = 'es-UY';

/** A category's names as typed: English, and Spanish (empty while not written: the Spanish shop shows the English). */
interface Names {
  name: string;
  spanish: string;
}

const spanishOf = (category: Category) => category.translations[SPANISH].name ?? '';

/** The two forms that write names: a refusal is shown in the one that was sent, on the field it names. */
type NamesForm = 'add' | 'rename';

/** Which of a form's names a refusal's field is (as the contract names it), if either. */
function namesField(field: string | null): keyof Names | null {
  if (field === 'name') return 'name';
  return field === `translations.${SPANISH}.name` ? 'spanish' : null;
}

/** The rename's body: the names that changed, an emptied Spanish one as null (which removes it). */
function renameOf(category: Category, { name, spanish }: Names): CategoryUpdate | null {
  const update: CategoryUpdate = {};
  if (name !== category.name) update.name = name;
  if (spanish !== spanishOf(category)) update.translations = { [SPANISH]: { name: spanish || null } };
  return Object.keys(update).length > 0 ? update : null;
}

/**
 * Categories: add, rename (in English and in Spanish side by side), and delete one no wine uses (the
 * server answers 409 otherwise, and says so). A category not yet named in Spanish is marked so.
 */
export default function Categories() {
  const { api } = useAdmin();
  const words = useWords();
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [loadError, setLoadError] = useState<Said | null>(null);
  const [adding, setAdding] = useState<Names>({ name: '', spanish: '' });
  const [renaming, setRenaming] = useState<(Names & { id: number }) | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const action = useStaffAction();
  const { pending, problem, setProblem } = action;
  const [refusedIn, setRefusedIn] = useState<NamesForm | null>(null);
  const refusedField = namesField(action.refusedField);
  /** The refusal on one field of a form, when that form was sent and the refusal names the field. */
  const errorOn = (form: NamesForm, field: keyof Names) => (problem && refusedIn === form && refusedField === field ? problem : undefined);
  /** The refusal above a form's button, when that form was sent and the refusal names neither of its fields. */
  const unplaced = (form: NamesForm) =>
    problem && refusedIn === form && refusedField === null ? (
      <p className={page.problem} role="alert">
        {problem}
      </p>
    ) : null;
  const addForm = useFirstInvalidField(action.refusals);
  const renameForm = useFirstInvalidField(action.refusals);

  const load = useCallback(() => {
    setLoadError(null);
    unwrap(api.GET('/inventory/categories')).then(setCategories, (error: unknown) => setLoadError(problemOr(error)));
  }, [api]);
  useEffect(load, [load]);

  const run = async (write: () => Promise<unknown>, done: Phrase, form: NamesForm | null = null) => {
    setRefusedIn(form);
    if (!(await action.run(write, { title: { key: 'admin.section.categories' }, description: done, variant: 'success' }))) return false;
    setRenaming(null);
    setDeleting(null);
    load();
    return true;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const name = adding.name.trim();
    const spanish = adding.spanish.trim();
    if (!name) {
      setRefusedIn('add');
      return setProblem({ key: 'admin.categories.nameMissing' });
    }
    const body = { name, ...(spanish ? { translations: { [SPANISH]: { name: spanish } } } : {}) };
    if (await run(() => unwrap(api.POST('/categories', { body })), { key: 'admin.categories.added', values: { name } }, 'add')) setAdding({ name: '', spanish: '' });
  };

  const rename = (category: Category, names: Names) => {
    const update = renameOf(category, { name: names.name.trim(), spanish: names.spanish.trim() });
    if (!update) return setRenaming(null);
    const done: Phrase = update.name ? { key: 'admin.categories.renamed', values: { name: category.name, renamed: update.name } } : { key: 'admin.categories.saved', values: { name: category.name } };
    void run(() => unwrap(api.PATCH('/categories/{id}', { params: { path: { id: category.id } }, body: update })), done, 'rename');
  };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{words('admin.section.categories')}</h1>
      </div>
      <form ref={addForm} className={page.panelToolbar} aria-label={words('admin.categories.new')} onSubmit={add} noValidate>
        <TextField
          className={page.toolbarField}
          label={words('admin.inEnglish', { label: words('admin.categories.new') })}
          value={adding.name}
          onChange={(event) => setAdding({ ...adding, name: event.target.value })}
          maxLength={NewCategoryBounds.name.maxLength}
          error={errorOn('add', 'name')}
        />
        <TextField
          className={page.toolbarField}
          label={words('admin.inSpanish', { label: words('admin.categories.new') })}
          lang={SPANISH}
          value={adding.spanish}
          onChange={(event) => setAdding({ ...adding, spanish: event.target.value })}
          maxLength={NewCategoryBounds.name.maxLength}
          error={errorOn('add', 'spanish')}
        />
        <Button type="submit" loading={pending && !renaming && !deleting}>
          {words('admin.categories.add')}
        </Button>
      </form>
      {unplaced('add')}
      <DataTable<Category>
        caption={words('admin.section.categories')}
        captionHidden
        columns={[
          {
            key: 'name',
            header: words('admin.inEnglish', { label: words('admin.column.name') }),
            cell: (category) =>
              renaming?.id === category.id ? (
                <form
                  ref={renameForm}
                  className={page.actions}
                  aria-label={words('admin.categories.rename', { name: category.name })}
                  onSubmit={(event) => {
                    event.preventDefault();
                    rename(category, renaming);
                  }}
                >
                  <TextField
                    label={words('admin.inEnglish', { label: words('admin.categories.newName') })}
                    value={renaming.name}
                    onChange={(event) => setRenaming({ ...renaming, name: event.target.value })}
                    maxLength={CategoryUpdateBounds.name.maxLength}
                    error={errorOn('rename', 'name')}
                  />
                  <TextField
                    label={words('admin.inSpanish', { label: words('admin.categories.newName') })}
                    lang={SPANISH}
                    value={renaming.spanish}
                    onChange={(event) => setRenaming({ ...renaming, spanish: event.target.value })}
                    maxLength={CategoryUpdateBounds.name.maxLength}
                    error={errorOn('rename', 'spanish')}
                  />
                  <Button type="submit" size="sm" loading={pending}>
                    {words('admin.categories.save')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setRenaming(null)}>
                    {words('dialog.cancel')}
                  </Button>
                  {unplaced('rename')}
                </form>
              ) : (
                category.name
              ),
          },
          {
            key: 'spanish',
            header: words('admin.inSpanish', { label: words('admin.column.name') }),
            cell: (category) =>
              category.untranslated[SPANISH].includes('name') ? <Badge tone="info">{words('admin.untranslated')}</Badge> : <span lang={SPANISH}>{spanishOf(category)}</span>,
          },
          {
            key: 'actions',
            header: words('admin.column.actions'),
            align: 'end',
            cell: (category) => (
              <span className={page.rowActions}>
                <Button variant="ghost" size="sm" onClick={() => (setProblem(null), setRenaming({ id: category.id, name: category.name, spanish: spanishOf(category) }))} aria-label={words('admin.categories.rename', { name: category.name })}>
                  {words('admin.categories.renameAction')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => (setProblem(null), setDeleting(category))} aria-label={words('admin.categories.delete', { name: category.name })}>
                  {words('admin.categories.deleteAction')}
                </Button>
              </span>
            ),
          },
        ]}
        rows={categories ?? []}
        rowKey={(category) => category.id}
        loading={categories === null && !loadError}
        error={loadError && sayIn(words, loadError)}
        onRetry={load}
        empty={words('admin.categories.none')}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={words('admin.categories.confirmTitle', { name: deleting?.name ?? '' })}
        description={words('admin.categories.confirmText')}
        confirmLabel={words('admin.categories.deleteAction')}
        onConfirm={() => deleting && void run(() => unwrap(api.DELETE('/categories/{id}', { params: { path: { id: deleting.id } } })), { key: 'admin.categories.deleted', values: { name: deleting.name } })}
        pending={pending}
        error={deleting ? problem : null}
      />
    </>
  );
}
