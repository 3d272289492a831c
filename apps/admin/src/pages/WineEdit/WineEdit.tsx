import { unwrap, type InventoryProduct, type NewProduct } from '@cellar/api-client';
import { volumeText, VolumeMlValues, WineGrapesBounds } from '@cellar/domain';
import type { AdminKey } from '@cellar/i18n';
import type { Locale } from '@cellar/i18n';
import { useLocale, useWords } from '@cellar/i18n/react';
import {
  sayIn,
  wineEditorMachine,
  type Said,
  type TranslatedLocale,
  type UploadWineImage,
  type VolumeMl,
  type WineField,
  type WineRecord,
  type WineText,
  type WineEditorEvent,
  type WineForm,
  type WineFormErrors,
  type WineTextField,
} from '@cellar/machines';
import { AvatarField, Badge, Button, InStockToggle, Select, TextAreaField, TextField, useFirstInvalidField } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAdmin } from '../../app/AdminContext';
import { LoadFailed } from '../../app/LoadFailed';
import * as page from '../../app/page.css';
import { StockPanel } from './StockPanel';
import { WithdrawPanel } from './WithdrawPanel';

const recordOf = (wine: InventoryProduct): WineRecord => ({ ...wine, categoryId: wine.category.id });

/** The texts written in each language, each with its label; the description is long text. */
const WINE_TEXTS: { text: WineText; label: AdminKey; hint?: AdminKey }[] = [
  { text: 'title', label: 'admin.wine.title', hint: 'admin.wine.titleHint' },
  { text: 'slogan', label: 'admin.wine.slogan' },
  { text: 'description', label: 'admin.wine.description' },
];

/** The language the back office writes beside English. */
const SPANISH: TranslatedLocale = 'es-UY';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

/** The keyboard a number field wants on a phone: digits, or digits and a decimal mark (alcohol). */
const NUMBERS: Partial<Record<WineTextField, 'numeric' | 'decimal'>> = { unitPrice: 'numeric', stock: 'numeric', vintage: 'numeric', abv: 'decimal' };

export default function WineEdit() {
  const { id } = useParams();
  const locale = useLocale();
  // A new wine's page and an existing one's are different editors, so leaving one for the other starts
  // afresh; so does a change of language, whose numbers the editor reads (1.490 in Spanish).
  return <WineEditor key={`${id ?? 'new'}/${locale}`} productId={id ? Number(id) : null} locale={locale} />;
}

function WineEditor({ productId, locale }: { productId: number | null; locale: Locale }) {
  const { api, notify } = useAdmin();
  const words = useWords();
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
    { input: { productId, locale } },
  );

  useEffect(() => {
    unwrap(api.GET('/categories')).then(
      (list) => setCategories(list.map((category) => ({ value: String(category.id), label: category.name }))),
      () => setCategories([]),
    );
  }, [api]);

  const { form, errors, problem, unsavedPicture, refusals } = state.context;
  const formElement = useFirstInvalidField(refusals);
  const busy = state.matches('saving') || state.matches('uploadingImage');
  const say = (said: Said | undefined) => said && sayIn(words, said);
  const set = (field: WineField) => (value: string | number | boolean | null) => send({ type: 'SET_FIELD', field, value });
  const text = (field: WineTextField, label: AdminKey, hint?: AdminKey) => (
    <TextField
      label={words(label)}
      hint={hint && words(hint)}
      value={form[field]}
      error={say(errors[field])}
      disabled={busy}
      inputMode={NUMBERS[field]}
      onChange={(event) => set(field)(event.target.value)}
    />
  );

  // Each text in English and in Spanish side by side (stacked on a narrow screen), a Spanish one not yet
  // written marked so: the Spanish shop shows the English one meanwhile.
  const pair = ({ text: field, label, hint }: (typeof WINE_TEXTS)[number]) => {
    const Field = field === 'description' ? TextAreaField : TextField;
    const spanish = form.translations[SPANISH][field];
    return [
      <Field
        key={`en.${field}`}
        label={words('admin.inEnglish', { label: words(label) })}
        hint={hint && words(hint)}
        value={form[field]}
        error={say(errors[field])}
        disabled={busy}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field)(event.target.value)}
      />,
      <Field
        key={`${SPANISH}.${field}`}
        label={words('admin.inSpanish', { label: words(label) })}
        hint={
          spanish.trim() ? undefined : (
            <>
              <Badge tone="info">{words('admin.untranslated')}</Badge> {words('admin.untranslatedHint')}
            </>
          )
        }
        lang={SPANISH}
        value={spanish}
        error={say(errors[`${SPANISH}.${field}`])}
        disabled={busy}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => send({ type: 'SET_TRANSLATION', locale: SPANISH, text: field, value: event.target.value })}
      />,
    ];
  };

  const picture = (slot: UploadWineImage['slot'], label: AdminKey, shape: 'portrait' | 'wide', frame: AdminKey) => (
    <AvatarField
      label={words(label)}
      shape={shape}
      previewAlt={words('admin.wine.picturePreview', { label: words(label) })}
      src={wine ? `/images/${wine[slot]}` : undefined}
      accept={PICTURE_TYPES}
      hint={words('admin.wine.pictureHint', { frame: words(frame) })}
      buttonLabel={words('admin.wine.choosePicture')}
      disabled={busy}
      onChange={(file) => send({ type: 'CHOOSE_IMAGE', slot, image: file })}
    />
  );

  if (state.matches('loading')) return <p className={page.muted}>{words('admin.wine.loading')}</p>;
  if (state.matches('failed')) return <LoadFailed problem={problem} onRetry={() => send({ type: 'RETRY' })} />;

  const creating = state.context.saved === null;
  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>{creating ? words('admin.wine.new') : form.name || words('admin.wine.untitled')}</h1>
        {wine && (
          <a className={page.link} href={`/product/${wine.id}`}>
            {words('admin.wine.inShop')}
          </a>
        )}
      </div>
      <form
        ref={formElement}
        className={page.panel}
        aria-label={words('admin.wine.form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <div className={page.formGrid}>
          {text('name', 'admin.wine.name')}
          {text('unitPrice', 'admin.wine.price')}
          {creating && text('stock', 'admin.wine.stock', 'admin.wine.stockHint')}
          <Select
            label={words('admin.wine.category')}
            value={form.categoryId === null ? '' : String(form.categoryId)}
            placeholder={words('admin.wine.chooseCategory')}
            options={categories}
            error={say(errors.categoryId)}
            disabled={busy}
            onValueChange={(value) => set('categoryId')(Number(value))}
          />
          <div className={`${page.wide} ${page.languagePairs}`}>{WINE_TEXTS.flatMap(pair)}</div>
          <fieldset className={`${page.wide} ${page.fieldset}`}>
            <legend className={page.legend}>{words('admin.wine.facts')}</legend>
            {text('producer', 'admin.wine.producer')}
            {text('region', 'admin.wine.region')}
            {text('country', 'admin.wine.country', 'admin.wine.countryHint')}
            {text('vintage', 'admin.wine.vintage', 'admin.wine.vintageHint')}
            {text('abv', 'admin.wine.abv')}
            <Select
              label={words('admin.wine.volume')}
              value={String(form.volumeMl)}
              options={VolumeMlValues.map((volume) => ({ value: String(volume), label: volumeText(volume, locale) }))}
              disabled={busy}
              onValueChange={(value) => set('volumeMl')(Number(value) as VolumeMl)}
            />
            <Grapes grapes={form.grapes} errors={errors} busy={busy} send={send} />
          </fieldset>
          <InStockToggle label={words('admin.wine.featured')} checked={form.featured} onChange={(checked) => set('featured')(checked)} />
          {picture('img', 'admin.wine.bottlePicture', 'portrait', 'admin.wine.bottleFrame')}
          {/* Only a featured wine is shown in the home page's carousel, so only then is its picture asked for. */}
          {form.featured && picture('featuredImg', 'admin.wine.featuredPicture', 'wide', 'admin.wine.featuredFrame')}
        </div>
        {problem && (
          <p className={page.problem} role="alert">
            {unsavedPicture ? words('admin.wine.pictureNotSaved', { picture: unsavedPicture, reason: sayIn(words, problem) }) : sayIn(words, problem)}
          </p>
        )}
        {state.matches({ editing: 'unchanged' }) && <p className={page.muted} role="status">{words('admin.wine.unchanged')}</p>}
        {state.matches({ editing: 'saved' }) && <p className={page.success} role="status">{words('admin.wine.saved')}</p>}
        <div className={page.actions}>
          <Button type="submit" loading={busy}>
            {words(creating ? 'admin.wine.create' : 'admin.wine.save')}
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

/**
 * The blend, a row per grape in its order (the main grape first): its name and, when known, its share;
 * a row added at the end, any row removed. The blend's own refusal (shares over the bottle) shows under them all.
 */
function Grapes({ grapes, errors, busy, send }: { grapes: WineForm['grapes']; errors: WineFormErrors; busy: boolean; send: (event: WineEditorEvent) => void }) {
  const words = useWords();
  const say = (said: Said | undefined) => said && sayIn(words, said);
  const blendError = say(errors.grapes);
  return (
    <div className={page.wide} role="group" aria-labelledby="wine-grapes" aria-describedby="wine-grapes-hint">
      <p id="wine-grapes" className={page.legend}>
        {words('admin.wine.grapes')}
      </p>
      <p id="wine-grapes-hint" className={page.muted}>
        {words('admin.wine.grapesHint')}
      </p>
      {grapes.length === 0 && <p className={page.muted}>{words('admin.wine.noGrapes')}</p>}
      {grapes.map((grape, index) => {
        const number = String(index + 1);
        return (
          <div key={index} className={page.grapeRow}>
            <TextField
              label={words('admin.wine.grapeName', { number })}
              value={grape.name}
              error={say(errors[`grapes.${index}.name`])}
              disabled={busy}
              onChange={(event) => send({ type: 'SET_GRAPE', index, part: 'name', value: event.target.value })}
            />
            <TextField
              label={words('admin.wine.grapePercent', { number })}
              value={grape.percent}
              inputMode="numeric"
              error={say(errors[`grapes.${index}.percent`])}
              disabled={busy}
              onChange={(event) => send({ type: 'SET_GRAPE', index, part: 'percent', value: event.target.value })}
            />
            <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => send({ type: 'REMOVE_GRAPE', index })}>
              {words('admin.wine.removeGrape', { number })}
            </Button>
          </div>
        );
      })}
      {blendError && (
        <p className={page.problem} role="alert">
          {blendError}
        </p>
      )}
      {grapes.length < WineGrapesBounds.maxItems && (
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => send({ type: 'ADD_GRAPE' })}>
          {words('admin.wine.addGrape')}
        </Button>
      )}
    </div>
  );
}
