import { unwrap, type InventoryProduct, type NewProduct } from '@cellar/api-client';
import { wineEditorMachine, type UploadWineImage, type WineField, type WineRecord, type WineTextField } from '@cellar/machines';
import { AvatarField, Button, InStockToggle, Select, TextAreaField, TextField } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAdmin } from '../../app/AdminContext';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';
import { StockPanel } from './StockPanel';
import { WithdrawPanel } from './WithdrawPanel';

const recordOf = (wine: InventoryProduct): WineRecord => ({ ...wine, categoryId: wine.category.id });

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';
const PICTURE_HINT = 'JPEG, PNG or WebP; it is re-encoded and stripped of metadata.';

export default function WineEdit() {
  const { id } = useParams();
  // A new wine's page and an existing one's are different editors, so leaving one for the other starts afresh.
  return <WineEditor key={id ?? 'new'} productId={id ? Number(id) : null} />;
}

function WineEditor({ productId }: { productId: number | null }) {
  const { api, notify } = useAdmin();
  const navigate = useNavigate();
  const [wine, setWine] = useState<InventoryProduct | null>(null);
  const [categories, setCategories] = useState<{ value: string; label: string }[]>([]);
  const [state, send] = useMachine(
    wineEditorMachine.provide({
      actors: {
        loadWine: fromPromise(async ({ input }) => {
          const loaded = await unwrap(api.GET('/inventory/{id}', { params: { path: { id: input.productId } } }));
          setWine(loaded);
          return recordOf(loaded);
        }),
        saveWine: fromPromise(async ({ input }) => {
          const saved =
            input.productId === null
              ? await unwrap(api.POST('/products', { body: input.fields as NewProduct }))
              : await unwrap(api.PATCH('/products/{id}', { params: { path: { id: input.productId } }, body: input.fields }));
          const record = await unwrap(api.GET('/inventory/{id}', { params: { path: { id: saved.id } } }));
          setWine(record);
          return recordOf(record);
        }),
        uploadImage: fromPromise(async ({ input }) => {
          const form = new FormData();
          form.append('image', input.image);
          // openapi-fetch would JSON-encode the body; the browser must set the multipart boundary itself.
          const result = await unwrap(
            api.PUT('/products/{id}/image', {
              params: { path: { id: input.productId }, query: { slot: input.slot } },
              body: form as never,
              bodySerializer: () => form,
            }),
          );
          setWine(result);
          return result;
        }),
      },
      actions: {
        notify: (_, toast) => notify(toast),
        saved: (_, { productId: saved }) => {
          if (productId === null) navigate(`/wines/${saved}`, { replace: true });
        },
      },
    }),
    { input: { productId } },
  );

  useEffect(() => {
    unwrap(api.GET('/categories')).then(
      (list) => setCategories(list.map((category) => ({ value: String(category.id), label: category.name }))),
      () => setCategories([]),
    );
  }, [api]);

  const { form, errors, problem } = state.context;
  const busy = state.matches('saving') || state.matches('uploadingImage');
  const set = (field: WineField) => (value: string | number | boolean | null) => send({ type: 'SET_FIELD', field, value });
  const text = (field: WineTextField, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      value={form[field]}
      error={errors[field]}
      disabled={busy}
      inputMode={field === 'unitPrice' || field === 'stock' ? 'numeric' : undefined}
      onChange={(event) => set(field)(event.target.value)}
    />
  );

  const picture = (slot: UploadWineImage['slot'], label: string, shape: 'portrait' | 'wide', frame: string) => (
    <AvatarField
      label={label}
      shape={shape}
      previewAlt={`${label} preview`}
      src={wine ? `/images/${wine[slot]}` : undefined}
      accept={PICTURE_TYPES}
      hint={`${frame} ${PICTURE_HINT}`}
      buttonLabel="Choose a picture"
      disabled={busy}
      onChange={(file) => send({ type: 'CHOOSE_IMAGE', slot, image: file })}
    />
  );

  if (state.matches('loading')) return <p className={page.muted}>Loading the wine…</p>;
  if (state.matches('failed')) {
    return (
<LoadFailed problem={problem} onRetry={() => send({ type: 'RETRY' })} />
    );
  }

  const creating = state.context.saved === null;
  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{creating ? 'New wine' : form.name || 'Wine'}</h1>
        {wine && (
          <a className={page.link} href={`/product/${wine.id}`}>
            See it in the shop
          </a>
        )}
      </div>
      <form
        className={page.panel}
        aria-label="Wine"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <div className={page.formGrid}>
          {text('name', 'Name')}
          {text('title', 'Title', 'The heading of its page, e.g. the vintage.')}
          {text('slogan', 'Slogan')}
          {text('unitPrice', 'Price (UYU)')}
          {creating && text('stock', 'Bottles in stock', 'Later changes go through stock adjustments.')}
          <Select
            label="Category"
            value={form.categoryId === null ? '' : String(form.categoryId)}
            placeholder="Choose a category"
            options={categories}
            error={errors.categoryId}
            disabled={busy}
            onValueChange={(value) => set('categoryId')(Number(value))}
          />
          <TextAreaField
            className={page.wide}
            label="Description"
            value={form.description}
            error={errors.description}
            disabled={busy}
            onChange={(event) => set('description')(event.target.value)}
          />
          <InStockToggle label="Featured on the home page" checked={form.featured} onChange={(checked) => set('featured')(checked)} />
          {picture('img', 'Bottle picture', 'portrait', 'The bottle as the shop shows it, 3:4 (e.g. 600 × 800 px).')}
          {/* Only a featured wine is shown in the home page's carousel, so only then is its picture asked for. */}
          {form.featured && picture('featuredImg', 'Featured picture', 'wide', "The wide picture of the home page's featured wines, 8:5 (e.g. 800 × 500 px).")}
        </div>
        {problem && (
          <p className={page.problem} role="alert">
            {problem}
          </p>
        )}
        {state.matches({ editing: 'unchanged' }) && <p className={page.muted} role="status">Nothing has changed since the last save.</p>}
        {state.matches({ editing: 'saved' }) && <p className={page.success} role="status">Saved.</p>}
        <div className={page.actions}>
          <Button type="submit" loading={busy}>
            {creating ? 'CREATE WINE' : 'SAVE CHANGES'}
          </Button>
        </div>
      </form>
      {wine && (
        <div className={page.columns}>
          <StockPanel wine={wine} onStockChange={(stock) => setWine({ ...wine, stock })} />
          <WithdrawPanel wine={wine} onChange={setWine} />
        </div>
      )}
    </>
  );
}
