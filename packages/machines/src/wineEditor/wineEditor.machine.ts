import { and, assign, fromPromise, setup } from 'xstate';
import { problemMessage } from '../messages';
import type { ToastContent } from '../types';
import { EMPTY_WINE_FORM, formOf, wineChanges, wineFormErrors, type WineField, type WineFields, type WineForm, type WineRecord } from './wineForm';

export interface WineEditorInput {
  /** The wine to edit; null to create one. */
  productId: number | null;
}

export interface WineEditorContext {
  productId: number | null;
  form: WineForm;
  /** The form as last saved; null until a new wine is first saved. */
  saved: WineForm | null;
  /** A picture chosen and not yet uploaded. */
  image: Blob | null;
  errors: Partial<Record<WineField, string>>;
  /** Why loading or saving failed. */
  problem: string | null;
}

export type WineEditorEvent =
  | { type: 'SET_FIELD'; field: WineField; value: string | number | boolean | null }
  | { type: 'CHOOSE_IMAGE'; image: Blob | null }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

export interface SaveWine {
  productId: number | null;
  fields: WineFields;
}

export interface UploadWineImage {
  productId: number;
  image: Blob;
}

/**
 * Creates or edits a wine. The form is checked field by field before anything is sent; a new wine is
 * sent whole, an existing one only with what changed. A chosen picture is uploaded after the wine is
 * saved (it needs the wine's id); if that upload fails, the wine stays saved and the next SUBMIT
 * uploads only the picture. Edits while saving are ignored.
 *
 * Provide: actors `loadWine` (`fromPromise<WineRecord, { productId: number }>`, GET /inventory/{id}),
 * `saveWine` (`fromPromise<WineRecord, SaveWine>`, POST /products or PATCH /products/{id}) and
 * `uploadImage` (`fromPromise<unknown, UploadWineImage>`, PUT /products/{id}/image), each rejecting with
 * the problem+json detail; actions `notify` (params `ToastContent`) and `saved` (params `{ productId }`,
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
      return { form: { ...context.form, [event.field]: event.value }, errors, problem: null };
    }),
    setImage: assign({ image: ({ context, event }) => (event.type === 'CHOOSE_IMAGE' ? event.image : context.image), problem: null }),
    showErrors: assign({ errors: ({ context }) => wineFormErrors(context.form, context.saved === null) }),
    loaded: assign((_, wine: WineRecord) => ({ productId: wine.id, form: formOf(wine), saved: formOf(wine), problem: null })),
    remember: assign((_, wine: WineRecord) => ({ productId: wine.id, saved: formOf(wine), form: formOf(wine), errors: {} })),
    imageUploaded: assign({ image: null }),
    fail: assign({ problem: (_, problem: string) => problem }),
  },
  guards: {
    editing: ({ context }) => context.productId !== null,
    invalid: ({ context }) => Object.keys(wineFormErrors(context.form, context.saved === null)).length > 0,
    unchanged: ({ context }) => context.saved !== null && Object.keys(wineChanges(context.form, context.saved)).length === 0,
    hasImage: ({ context }) => context.image !== null,
  },
}).createMachine({
  id: 'wineEditor',
  context: ({ input }) => ({ productId: input.productId, form: EMPTY_WINE_FORM, saved: null, image: null, errors: {}, problem: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'editing', target: 'loading' }, { target: 'editing' }] },
    loading: {
      invoke: {
        id: 'loadWine',
        src: 'loadWine',
        input: ({ context }) => ({ productId: context.productId! }),
        onDone: { target: 'editing', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => problemMessage(event.error) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        SET_FIELD: { target: '.idle', actions: 'setField' },
        CHOOSE_IMAGE: { target: '.idle', actions: 'setImage' },
        SUBMIT: [
          { guard: 'invalid', target: '.invalid', actions: 'showErrors' },
          // Nothing but a picture to send (its last upload failed, or it is the only change).
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
        input: ({ context }) => ({ productId: context.productId, fields: wineChanges(context.form, context.saved) }),
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
        onError: { target: 'editing.refused', actions: { type: 'fail', params: ({ event }) => problemMessage(event.error) } },
      },
    },
    uploadingImage: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ context }) => ({ productId: context.productId!, image: context.image! }),
        onDone: {
          target: 'editing.saved',
          actions: [
            'imageUploaded',
            { type: 'saved', params: ({ context }) => ({ productId: context.productId! }) },
            { type: 'notify', params: ({ context }) => wineSavedToast(context.form.name.trim()) },
          ],
        },
        onError: {
          target: 'editing.refused',
          actions: { type: 'fail', params: ({ event }) => `The wine was saved, but its picture was not: ${problemMessage(event.error)}` },
        },
      },
    },
  },
});

export function wineSavedToast(name: string): ToastContent {
  return { title: 'Wines', description: `“${name}” was saved.`, variant: 'success' };
}
