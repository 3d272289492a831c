import { expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { sampleWine } from '../testing/fixtures';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { wineEditorMachine, wineSavedToast, type SaveWine, type UploadWineImage, type WineEditorContext, type WineImageSlot } from './wineEditor.machine';
import { wineChanges, wineFormErrors, type WineField, type WineRecord } from './wineForm';

const sample = sampleWine;
const label = new Blob(['webp'], { type: 'image/webp' });
const wide = new Blob(['wide webp'], { type: 'image/webp' });
const chosen = { img: label, featuredImg: wide };
const UPLOAD_FAILED = 'That file is not a picture.';
const SPANISH_SLOGAN = 'Hecho para guardar';
/** The server's refusal of a field of the form: said on the field, not at the page's foot. */
const ANOTHER_COUNTRY = Object.assign(new Error('Maldonado is in Uruguay.'), {
  problem: { code: 'regionInAnotherCountry', params: { region: 'Maldonado', country: 'Uruguay', sent: 'Chile' }, errors: [{ field: 'country', code: 'invalid' }] },
});
/** A new wine is filled in this order, one field at a time, so its paths stay few. */
const FILL_ORDER: WineField[] = ['name', 'title', 'slogan', 'description', 'unitPrice', 'categoryId'];

function scenario(productId: number | null) {
  return () => ({ input: { productId }, calls: createPendingCalls(), notify: vi.fn(), saved: vi.fn() });
}

function fillsInOrder(context: WineEditorContext, event: AnyEventObject) {
  if (event.type !== 'SET_FIELD' || context.saved) return true;
  const next = FILL_ORDER.find((field) => context.form[field] === '' || context.form[field] === null);
  return event.field === next && event.value !== '';
}

/**
 * Each picture once, the featured one only while the wine is featured, as the screen offers it; an
 * existing wine's edits few, so that its paths stay few: its price once, its Spanish slogan once, or
 * featured turned on (and off again only to drop a featured picture).
 */
function fewEdits(context: WineEditorContext, event: AnyEventObject) {
  if (event.type === 'ADD_GRAPE' || event.type === 'SET_GRAPE' || event.type === 'REMOVE_GRAPE') return grapeEdits(context, event);
  if (event.type === 'CHOOSE_IMAGE') return context.images[event.slot as WineImageSlot] === null && (event.slot === 'img' || context.form.featured);
  if (event.type === 'SET_TRANSLATION') {
    const { form, saved } = context;
    return saved !== null && form.translations['es-UY'].slogan === saved.translations['es-UY'].slogan && form.unitPrice === saved.unitPrice && !form.featured;
  }
  if (event.type !== 'SET_FIELD' || !context.saved) return true;
  const { form, saved, images } = context;
  if (event.field === 'unitPrice') return form.unitPrice === saved.unitPrice && !form.featured;
  if (event.field === 'featured') return event.value ? !form.featured && form.unitPrice === saved.unitPrice : images.featuredImg !== null;
  return false;
}

/**
 * The blend's edits, on an existing wine and nothing else changed: one grape added after its own, named
 * Merlot (a share not known), or given a share that takes the blend over the bottle and removed, before any picture is chosen.
 */
function grapeEdits({ form, saved, images }: WineEditorContext, event: AnyEventObject) {
  if (!saved || images.img || images.featuredImg || form.unitPrice !== saved.unitPrice || form.featured || form.translations['es-UY'].slogan !== saved.translations['es-UY'].slogan) return false;
  const added = form.grapes[saved.grapes.length];
  if (event.type === 'ADD_GRAPE') return !added;
  // Only the share over the bottle is taken back: the grape named is saved.
  if (event.type === 'REMOVE_GRAPE') return added?.percent === '20' && event.index === saved.grapes.length;
  return added !== undefined && event.index === saved.grapes.length && added.name === '' && added.percent === '';
}

it('wine editor: shortest paths cover every state and transition', { timeout: 60_000 }, async () => {
  await expectFullModelCoverage({
    name: 'wineEditor',
    machine: wineEditorMachine,
    // The count of refusals only grows: followed, every refused save would be a new state.
    modelContext: ({ refusals: _refusals, ...context }: WineEditorContext) => context,
    implement: (machine, { calls, notify, saved }) =>
      machine.provide({
        actors: {
          loadWine: calls.logic<WineRecord, { productId: number }>(),
          saveWine: calls.logic<WineRecord, SaveWine>(),
          uploadImage: calls.logic<unknown, UploadWineImage>(),
        },
        actions: { notify, saved },
      }),
    scenarios: { creating: scenario(null), editing: scenario(sample.id) },
    events: [
      { type: 'SET_FIELD', field: 'name', value: sample.name },
      { type: 'SET_FIELD', field: 'title', value: sample.title },
      { type: 'SET_FIELD', field: 'slogan', value: sample.slogan },
      { type: 'SET_FIELD', field: 'description', value: sample.description },
      { type: 'SET_FIELD', field: 'unitPrice', value: '2600' },
      { type: 'SET_FIELD', field: 'unitPrice', value: '' },
      { type: 'SET_FIELD', field: 'categoryId', value: 1 },
      { type: 'SET_FIELD', field: 'featured', value: true },
      { type: 'SET_FIELD', field: 'featured', value: false },
      { type: 'SET_TRANSLATION', locale: 'es-UY', text: 'slogan', value: SPANISH_SLOGAN },
      { type: 'ADD_GRAPE' },
      { type: 'SET_GRAPE', index: sample.grapes.length, part: 'percent', value: '20' },
      { type: 'REMOVE_GRAPE', index: sample.grapes.length },
      { type: 'CHOOSE_IMAGE', slot: 'img', image: label },
      { type: 'CHOOSE_IMAGE', slot: 'featuredImg', image: wide },
      { type: 'SUBMIT' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.loadWine', output: sample },
      { type: 'xstate.error.actor.loadWine', error: new Error('There is no such wine.') },
      { type: 'xstate.done.actor.saveWine', output: { ...sample, unitPrice: 2600 } },
      { type: 'xstate.done.actor.saveWine', output: { ...sample, unitPrice: 2600, featured: true } },
      { type: 'xstate.error.actor.saveWine', error: new Error('There is no such category.') },
      { type: 'xstate.error.actor.saveWine', error: ANOTHER_COUNTRY },
      { type: 'xstate.done.actor.uploadImage', output: { img: 'wine-1a2b.webp' } },
      { type: 'xstate.error.actor.uploadImage', error: new Error(UPLOAD_FAILED) },
    ],
    filterEvents: ({ context }, event) =>
      fillsInOrder(context, event) &&
      // The server saves the wine as featured when it was sent so, and only then.
      (event.type !== 'xstate.done.actor.saveWine' || (event.output as WineRecord).featured === context.form.featured) &&
      // A refusal on a field only after a grape was added, so that its paths stay few.
      (event.type !== 'xstate.error.actor.saveWine' || event.error !== ANOTHER_COUNTRY || context.form.grapes.length > (context.saved?.grapes.length ?? 0)) &&
      fewEdits(context, event),
    states: {
      loading: (_snapshot, { calls }) => {
        expect(calls.isPending('loadWine')).toBe(true);
        expect(calls.made.at(-1)!.input).toEqual({ productId: sample.id });
      },
      failed: (snapshot) => expect(snapshot.context.problem).toBe('There is no such wine.'),
      'editing.idle': (snapshot) => {
        expect(snapshot.context.problem).toBeNull();
        // A featured picture is kept only while the wine is featured.
        if (!snapshot.context.form.featured) expect(snapshot.context.images.featuredImg).toBeNull();
        // What staff fixed is no longer marked wrong; what they did not touch keeps its message (the server's, or the form's).
        for (const [field, said] of Object.entries(snapshot.context.errors)) {
          if (typeof said === 'object' && 'refusal' in said && field !== 'grapes') continue;
          expect(wineFormErrors(snapshot.context.form, snapshot.context.saved === null)[field as WineField]).toBeDefined();
        }
      },
      'editing.invalid': (snapshot, { calls }) => {
        expect(snapshot.context.errors).toEqual(wineFormErrors(snapshot.context.form, snapshot.context.saved === null));
        expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
        expect(snapshot.context.refusals).toBeGreaterThan(0);
        expect(calls.isPending('saveWine')).toBe(false);
        // A share that takes the blend over the bottle is refused in the server's own words, before asking it.
        if (snapshot.context.form.grapes.some((grape) => grape.percent === '20')) expect(snapshot.context.errors.grapes).toEqual({ refusal: { code: 'grapesOverHundred', params: { total: 120 } } });
      },
      'editing.unchanged': (snapshot) => {
        expect(wineChanges(snapshot.context.form, snapshot.context.saved)).toEqual({});
        expect(snapshot.context.images).toEqual({ img: null, featuredImg: null });
      },
      'editing.saved': (snapshot, { notify, saved }) => {
        expect(snapshot.context.form).toEqual(snapshot.context.saved);
        expect(snapshot.context.images).toEqual({ img: null, featuredImg: null });
        expect(saved).toHaveBeenLastCalledWith(expect.anything(), { productId: sample.id });
        expect(notify).toHaveBeenLastCalledWith(expect.anything(), wineSavedToast(sample.name));
      },
      'editing.refused': (snapshot) => {
        const { problem, unsavedPicture, images, errors, refusals } = snapshot.context;
        if (problem === null) {
          // Refused on a field: said there, by its code, and staff are taken to it.
          expect(errors.country).toEqual({ refusal: { code: 'regionInAnotherCountry', params: ANOTHER_COUNTRY.problem.params } });
          expect(refusals).toBeGreaterThan(0);
        } else expect(problem).toBe(unsavedPicture ? UPLOAD_FAILED : 'There is no such category.');
        // A failed picture is kept for the next try; the wine itself, and a picture uploaded before it, are saved.
        if (unsavedPicture === 'img') expect(images.img).toBe(label);
        if (unsavedPicture === 'featuredImg') expect(images).toEqual({ img: null, featuredImg: wide });
      },
      saving: (snapshot, { calls }) => {
        const sent = calls.made.at(-1)!.input as SaveWine;
        expect(sent.productId).toBe(snapshot.context.productId);
        expect(sent.fields).toEqual(wineChanges(snapshot.context.form, snapshot.context.saved));
        expect(Object.keys(sent.fields).length).toBeGreaterThan(0);
        // A Spanish text written beside the English goes as the wine's translation.
        if (snapshot.context.form.translations['es-UY'].slogan === SPANISH_SLOGAN) expect(sent.fields.translations).toEqual({ 'es-UY': { slogan: SPANISH_SLOGAN } });
        // A grape added to a saved wine sends the blend whole, in its order.
        if (snapshot.context.saved && snapshot.context.form.grapes.length > snapshot.context.saved.grapes.length) expect(sent.fields).toEqual({ grapes: [...sample.grapes, { name: 'Merlot', percent: null }] });
      },
      uploadingImage: (snapshot, { calls }) => {
        // The bottle first, then the featured picture: one upload at a time.
        const slot = snapshot.context.images.img ? 'img' : 'featuredImg';
        expect(calls.made.at(-1)!.input).toEqual({ productId: sample.id, slot, image: chosen[slot] });
        expect(snapshot.context.images[slot]).toBe(chosen[slot]);
        expect(snapshot.context.saved).not.toBeNull();
      },
    },
  });
});
