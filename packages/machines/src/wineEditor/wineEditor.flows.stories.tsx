import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleWine } from '../testing/fixtures';
import { wineEditorMachine } from './wineEditor.machine';

const label = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });

const flow = defineFlow({
  machine: wineEditorMachine,
  input: () => ({ productId: sampleWine.id }),
  events: [
    { type: 'SET_FIELD', field: 'name', value: 'Tannat Reserva' },
    { type: 'SET_FIELD', field: 'name', value: '' },
    { type: 'SET_FIELD', field: 'featured', value: true },
    { type: 'SET_TRANSLATION', locale: 'es-UY', text: 'slogan', value: 'Hecho para guardar' },
    { type: 'ADD_GRAPE' },
    { type: 'SET_GRAPE', index: 0, part: 'name', value: 'Tannat' },
    { type: 'SET_GRAPE', index: 0, part: 'percent', value: '85' },
    { type: 'REMOVE_GRAPE', index: 0 },
    { label: 'CHOOSE_IMAGE a bottle picture', event: { type: 'CHOOSE_IMAGE', slot: 'img', image: label } },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
  ],
  services: {
    loadWine: { succeed: { [sampleWine.name]: sampleWine }, fail: { 'no such wine': { status: 404, detail: 'There is no wine with this id.' }, ...anyCallProblems } },
    saveWine: {
      succeed: { 'the wine saved': { ...sampleWine, name: 'Tannat Reserva' } },
      fail: {
        'the name taken': { status: 409, detail: 'Another wine is called Tannat Reserva.', errors: [{ field: 'name', code: 'taken', message: 'name is taken' }] },
        ...anyCallProblems,
      },
    },
    uploadImage: { succeed: { 'the picture stored': undefined }, fail: { 'a picture too large': { status: 413, code: 'formTooLarge', params: { file: 'img', megabytes: 5 }, detail: 'The form is too large. The picture may be at most 5 MB.' }, ...anyCallProblems } },
  },
  effects: ['notify', 'saved'],
});

const meta = { title: 'Flows/Wine editor (back office)', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const SavedButPictureRefused: Story = {
  play: async ({ canvas }) => {
    await answer(canvas, `Succeed with ${sampleWine.name}`);
    await expectState(canvas, 'editing.idle');
    await send(canvas, 'SET_FIELD name Tannat Reserva');
    await send(canvas, 'CHOOSE_IMAGE a bottle picture');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Succeed with the wine saved');
    await expectState(canvas, 'uploadingImage');
    await answer(canvas, 'Fail with a picture too large');
    await expectState(canvas, 'editing.refused');
    // The wine is saved; the bottle picture is not, and the server's refusal says why, by its code.
    await expectContext(canvas, '"unsavedPicture": "img"');
    await expectContext(canvas, '"code": "formTooLarge"');
  },
};
