import { expect, it, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { wineEditorMachine, wineSavedToast, type SaveWine, type UploadWineImage, type WineEditorContext } from './wineEditor.machine';
import { wineChanges, wineFormErrors, type WineField, type WineRecord } from './wineForm';

const tannat: WineRecord = {
  id: 2,
  name: 'Tannat Gran Guarda',
  title: 'Tannat Gran Guarda 2018',
  slogan: 'Built to age',
  description: 'Dark cherry and cocoa.',
  unitPrice: 2450,
  stock: 12,
  categoryId: 1,
  featured: false,
};
const label = new Blob(['webp'], { type: 'image/webp' });
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

it('wine editor: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'wineEditor',
    machine: wineEditorMachine,
    implement: (machine, { calls, notify, saved }) =>
      machine.provide({
        actors: {
          loadWine: calls.logic<WineRecord, { productId: number }>(),
          saveWine: calls.logic<WineRecord, SaveWine>(),
          uploadImage: calls.logic<unknown, UploadWineImage>(),
        },
        actions: { notify, saved },
      }),
    scenarios: { creating: scenario(null), editing: scenario(2) },
    events: [
      { type: 'SET_FIELD', field: 'name', value: tannat.name },
      { type: 'SET_FIELD', field: 'title', value: tannat.title },
      { type: 'SET_FIELD', field: 'slogan', value: tannat.slogan },
      { type: 'SET_FIELD', field: 'description', value: tannat.description },
      { type: 'SET_FIELD', field: 'unitPrice', value: '2600' },
      { type: 'SET_FIELD', field: 'unitPrice', value: '' },
      { type: 'SET_FIELD', field: 'categoryId', value: 1 },
      { type: 'CHOOSE_IMAGE', image: label },
      { type: 'SUBMIT' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.loadWine', output: tannat },
      { type: 'xstate.error.actor.loadWine', error: new Error('There is no such wine.') },
      { type: 'xstate.done.actor.saveWine', output: { ...tannat, unitPrice: 2600 } },
      { type: 'xstate.error.actor.saveWine', error: new Error('There is no such category.') },
      { type: 'xstate.done.actor.uploadImage', output: { img: 'wine-1a2b.webp' } },
      { type: 'xstate.error.actor.uploadImage', error: new Error('That file is not a picture.') },
    ],
    filterEvents: ({ context }, event) =>
      fillsInOrder(context, event) &&
      // An existing wine's edits: its price, once; a picture, once.
      (event.type !== 'SET_FIELD' || !context.saved || (event.field === 'unitPrice' && context.form.unitPrice === context.saved.unitPrice)) &&
      (event.type !== 'CHOOSE_IMAGE' || context.image === null),
    states: {
      loading: (_snapshot, { calls }) => {
        expect(calls.isPending('loadWine')).toBe(true);
        expect(calls.made.at(-1)!.input).toEqual({ productId: 2 });
      },
      failed: (snapshot) => expect(snapshot.context.problem).toBe('There is no such wine.'),
      'editing.idle': (snapshot) => {
        expect(snapshot.context.problem).toBeNull();
        // What staff fixed is no longer marked wrong; what they did not touch keeps its message.
        for (const field of Object.keys(snapshot.context.errors) as WineField[]) {
          expect(wineFormErrors(snapshot.context.form, snapshot.context.saved === null)[field]).toBeDefined();
        }
      },
      'editing.invalid': (snapshot, { calls }) => {
        expect(snapshot.context.errors).toEqual(wineFormErrors(snapshot.context.form, snapshot.context.saved === null));
        expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0);
        expect(calls.isPending('saveWine')).toBe(false);
      },
      'editing.unchanged': (snapshot) => {
        expect(wineChanges(snapshot.context.form, snapshot.context.saved)).toEqual({});
        expect(snapshot.context.image).toBeNull();
      },
      'editing.saved': (snapshot, { notify, saved }) => {
        expect(snapshot.context.form).toEqual(snapshot.context.saved);
        expect(snapshot.context.image).toBeNull();
        expect(saved).toHaveBeenLastCalledWith(expect.anything(), { productId: 2 });
        expect(notify).toHaveBeenLastCalledWith(expect.anything(), wineSavedToast('Tannat Gran Guarda'));
      },
      'editing.refused': (snapshot) => {
        expect(['There is no such category.', 'The wine was saved, but its picture was not: That file is not a picture.']).toContain(
          snapshot.context.problem,
        );
        // A failed picture keeps the picture for the next try; the wine itself is saved.
        if (snapshot.context.problem?.startsWith('The wine was saved')) expect(snapshot.context.image).toBe(label);
      },
      saving: (snapshot, { calls }) => {
        const sent = calls.made.at(-1)!.input as SaveWine;
        expect(sent.productId).toBe(snapshot.context.productId);
        expect(sent.fields).toEqual(wineChanges(snapshot.context.form, snapshot.context.saved));
        expect(Object.keys(sent.fields).length).toBeGreaterThan(0);
      },
      uploadingImage: (snapshot, { calls }) => {
        expect(calls.made.at(-1)!.input).toEqual({ productId: 2, image: label });
        expect(snapshot.context.saved).not.toBeNull();
      },
    },
  });
});
