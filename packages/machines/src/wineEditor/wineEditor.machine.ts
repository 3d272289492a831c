import { and, assign, fromPromise, setup } from 'xstate';
import { problemOr } from '../messages';
import type { Said, ToastContent } from '../types';
import {
  EMPTY_GRAPE,
  EMPTY_WINE_FORM,
  formOf,
  refusedFields,
  wineChanges,
  wineFormErrors,
  type GrapePart,
  type TranslatedLocale,
  type WineField,
  type WineFields,
  type WineForm,
  type WineFormErrors,
  type WineRecord,
  type WineText,
} from './wineForm';

/** Where a picture goes: the bottle (`img`), or the wide picture the shop's featured carousel shows (`featuredImg`). */
export type WineImageSlot = 'img' | 'featuredImg';

/** Uploaded in this order after a save. */
const IMAGE_SLOTS: readonly WineImageSlot[] = ['img', 'featuredImg'];

export interface WineEditorInput {
  /** The wine to edit; null to create one. */
  productId: number | null;
  /** The BCP 47 locale staff type numbers in (`1.490` in es-UY); English unless given. */
  locale?: string;
}

export interface WineEditorContext {
  productId: number | null;
  locale: string;
  form: WineForm;
  /** The form as last saved; null until a new wine is first saved. */
  saved: WineForm | null;
  /** Pictures chosen and not yet uploaded, by slot. */
  images: Record<WineImageSlot, Blob | null>;
  errors: WineFormErrors;
  /** Why loading or saving failed, when the server named no field of the form (else it is in `errors`). */
  problem: Said | null;
  /** How many times a save was refused on a field, by the form or the server: each one takes staff to the first. */
  refusals: number;
  /** The picture whose upload failed (`problem` says why) once the wine itself was saved. */
  unsavedPicture: WineImageSlot | null;
}

export type WineEditorEvent =
  | { type: 'SET_FIELD'; field: WineField; value: string | number | boolean | null }
  | { type: 'SET_TRANSLATION'; locale: TranslatedLocale; text: WineText; value: string }
  | { type: 'ADD_GRAPE' }
  | { type: 'REMOVE_GRAPE'; index: number }
  | { type: 'SET_GRAPE'; index: number; part: GrapePart; value: string }
  | { type: 'CHOOSE_IMAGE'; slot: WineImageSlot; image: Blob | null }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export interface SaveWine {
  productId: number | null;
  fields: WineFields;
}

export interface UploadWineImage {
  productId: number;
  slot: WineImageSlot;
  image: Blob;
}

const NO_IMAGES: WineEditorContext['images'] = { img: null, featuredImg: null };

/** The slots with a picture waiting, in upload order. */
const waiting = (context: WineEditorContext) => IMAGE_SLOTS.filter((slot) => context.images[slot] !== null);

/** The next upload: the first slot with a picture waiting. */
function nextUpload(context: WineEditorContext): UploadWineImage {
  const slot = waiting(context)[0]!;
  return { productId: context.productId!, slot, image: context.images[slot]! };
}

/**
 * Creates or edits a wine, its texts in English and in the other languages side by side. The form is
 * checked field by field before anything is sent; a new wine is sent whole, an existing one only with
 * what changed (the other languages' in `translations`, an emptied text as null). Chosen pictures (the bottle's, and the featured
 * one while the wine is featured) are uploaded one after the other once the wine is saved (they need
 * its id); if one fails, the wine and the pictures before it stay saved and the next SUBMIT uploads
 * only the pictures left. Edits while saving are ignored.
 *
 * Provide: actors `loadWine` (`fromPromise<WineRecord, { productId: number }>`, GET /inventory/{id}),
 * `saveWine` (`fromPromise<WineRecord, SaveWine>`, POST /products or PATCH /products/{id}) and
 * `uploadImage` (`fromPromise<unknown, UploadWineImage>`, PUT /products/{id}/image?slot=…), each rejecting with
 * the API client's error (kept by its problem code); actions `notify` (params `ToastContent`) and `saved` (params `{ productId }`,
 * e.g. to move from the new-wine page to the wine's own).
 */
export const wineEditorMachine = setup({
  types: {
    input: {} as WineEditorInput,
    context: {} as WineEditorContext,
    events: {} as WineEditorEvent,
  },
  actors: {
    loadWine: fromPromise<WineRecord, { productId: number }>(() => Promise.reject(new Error('loadWine actor not provided'))),
    saveWine: fromPromise<WineRecord, SaveWine>(() => Promise.reject(new Error('saveWine actor not provided'))),
    uploadImage: fromPromise<unknown, UploadWineImage>(() => Promise.reject(new Error('uploadImage actor not provided'))),
  },
  actions: {
    notify: (_, _params: ToastContent) => undefined,
    saved: (_, _params: { productId: number }) => undefined,
    setField: assign(({ context, event }) => {
      if (event.type !== 'SET_FIELD') return {};
      const { [event.field]: _fixed, ...errors } = context.errors;
      // The featured picture is only shown while the wine is featured: one chosen for it goes when it stops being.
      const images = event.field === 'featured' && !event.value ? { ...context.images, featuredImg: null } : context.images;
      return { form: { ...context.form, [event.field]: event.value }, errors, images, problem: null, unsavedPicture: null };
    }),
    setTranslation: assign(({ context, event }) => {
      if (event.type !== 'SET_TRANSLATION') return {};
      const { locale, text, value } = event;
      const { [`${locale}.${text}` as const]: _fixed, ...errors } = context.errors;
      const translations = { ...context.form.translations, [locale]: { ...context.form.translations[locale], [text]: value } };
      return { form: { ...context.form, translations }, errors, problem: null, unsavedPicture: null };
    }),
    addGrape: assign(({ context }) => ({ form: { ...context.form, grapes: [...context.form.grapes, EMPTY_GRAPE] }, problem: null, unsavedPicture: null })),
    // The rows after a removed one move up, so what was said of any row no longer fits it.
    removeGrape: assign(({ context, event }) => {
      if (event.type !== 'REMOVE_GRAPE') return {};
      const errors = Object.fromEntries(Object.entries(context.errors).filter(([field]) => !field.startsWith('grapes')));
      return { form: { ...context.form, grapes: context.form.grapes.filter((_, index) => index !== event.index) }, errors, problem: null, unsavedPicture: null };
    }),
    setGrape: assign(({ context, event }) => {
      if (event.type !== 'SET_GRAPE') return {};
      const { [`grapes.${event.index}.${event.part}` as const]: _fixed, grapes: _blend, ...errors } = context.errors;
      const grapes = context.form.grapes.map((grape, index) => (index === event.index ? { ...grape, [event.part]: event.value } : grape));
      return { form: { ...context.form, grapes }, errors, problem: null, unsavedPicture: null };
    }),
    setImage: assign(({ context, event }) => (event.type === 'CHOOSE_IMAGE' ? { images: { ...context.images, [event.slot]: event.image }, problem: null, unsavedPicture: null } : {})),
    showErrors: assign(({ context }) => ({ errors: wineFormErrors(context.form, context.saved === null, context.locale), refusals: context.refusals + 1 })),
    loaded: assign(({ context }, wine: WineRecord) => ({ productId: wine.id, form: formOf(wine, context.locale), saved: formOf(wine, context.locale), problem: null, unsavedPicture: null })),
    remember: assign(({ context }, wine: WineRecord) => ({ productId: wine.id, saved: formOf(wine, context.locale), form: formOf(wine, context.locale), errors: {} })),
    imageUploaded: assign(({ context }) => ({ images: { ...context.images, [nextUpload(context).slot]: null } })),
    fail: assign((_, problem: Said) => ({ problem, unsavedPicture: null })),
    // A refusal that names fields of the form is said on them, and staff are taken to the first.
    refuseSave: assign(({ context }, problem: Said) => {
      const errors = refusedFields(problem, context.form, context.saved === null, context.locale);
      if (Object.keys(errors).length === 0) return { problem, unsavedPicture: null };
      return { errors: { ...context.errors, ...errors }, problem: null, unsavedPicture: null, refusals: context.refusals + 1 };
    }),
    failUpload: assign(({ context }, problem: Said) => ({ problem, unsavedPicture: nextUpload(context).slot })),
  },
  guards: {
    editing: ({ context }) => context.productId !== null,
    invalid: ({ context }) => Object.keys(wineFormErrors(context.form, context.saved === null, context.locale)).length > 0,
    unchanged: ({ context }) => context.saved !== null && Object.keys(wineChanges(context.form, context.saved, context.locale)).length === 0,
    hasImage: ({ context }) => waiting(context).length > 0,
    hasMoreImages: ({ context }) => waiting(context).length > 1,
  },
}).createMachine({
  id: 'wineEditor',
  context: ({ input }) => ({
    productId: input.productId,
    locale: input.locale ?? 'en',
    form: EMPTY_WINE_FORM,
    saved: null,
    images: NO_IMAGES,
    errors: {},
    problem: null,
    refusals: 0,
    unsavedPicture: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'editing', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        id: 'loadWine',
        src: 'loadWine',
        input: ({ context }) => ({ productId: context.productId! }),
        onDone: { target: 'editing', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => problemOr(event.error) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        SET_FIELD: { target: '.idle', actions: 'setField' },
        SET_TRANSLATION: { target: '.idle', actions: 'setTranslation' },
        ADD_GRAPE: { target: '.idle', actions: 'addGrape' },
        REMOVE_GRAPE: { target: '.idle', actions: 'removeGrape' },
        SET_GRAPE: { target: '.idle', actions: 'setGrape' },
        CHOOSE_IMAGE: { target: '.idle', actions: 'setImage' },
        SUBMIT: [
          { guard: 'invalid', target: '.invalid', actions: 'showErrors' },
          // Nothing but pictures to send (an upload failed, or they are the only change).
          { guard: and(['unchanged', 'hasImage']), target: 'uploadingImage' },
          { guard: 'unchanged', target: '.unchanged' },
          { target: 'saving' },
        ],
      },
      initial: 'idle',
      states: { idle: {}, invalid: {}, unchanged: {}, saved: {}, refused: {} },
    },
    saving: {
      invoke: {
        id: 'saveWine',
        src: 'saveWine',
        input: ({ context }) => ({ productId: context.productId, fields: wineChanges(context.form, context.saved, context.locale) }),
        onDone: [
          { guard: 'hasImage', target: 'uploadingImage', actions: { type: 'remember', params: ({ event }) => event.output } },
          {
            target: 'editing.saved',
            actions: [
              { type: 'remember', params: ({ event }) => event.output },
              { type: 'saved', params: ({ event }) => ({ productId: event.output.id }) },
              { type: 'notify', params: ({ event }) => wineSavedToast(event.output.name) },
            ],
          },
        ],
        onError: { target: 'editing.refused', actions: { type: 'refuseSave', params: ({ event }) => problemOr(event.error) } },
      },
    },
    uploadingImage: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => nextUpload(context),
        onDone: [
          { guard: 'hasMoreImages', target: 'uploadingImage', reenter: true, actions: 'imageUploaded' },
          {
            target: 'editing.saved',
            actions: [
              'imageUploaded',
              { type: 'saved', params: ({ context }) => ({ productId: context.productId! }) },
              { type: 'notify', params: ({ context }) => wineSavedToast(context.form.name.trim()) },
            ],
          },
        ],
        onError: { target: 'editing.refused', actions: { type: 'failUpload', params: ({ event }) => problemOr(event.error) } },
      },
    },
  },
});

export function wineSavedToast(name: string): ToastContent {
  return { title: { key: 'admin.section.wines' }, description: { key: 'admin.wine.savedToast', values: { name } }, variant: 'success' };
}
