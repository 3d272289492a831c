import { act, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeTakeover } from './useTypedBeforeTakeover';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A controlled field whose page draws again once hydration is done, as the shop's pages do (useHydrated). */
function Form() {
  const [name, setName] = useState('');
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  const ref = useTypedBeforeTakeover(name, (field) => setName(field.value));
  return (
    <form data-hydrated={hydrated}>
      <input ref={ref} aria-label="First name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </form>
  );
}

const container = document.createElement('div');
document.body.append(container);

afterEach(() => container.replaceChildren());

describe('a server-drawn field typed in before the app takes the page over', () => {
  it('keeps what was typed, in the field and in the state, through the redraw that follows hydration', async () => {
    container.innerHTML = renderToString(<Form />);
    const field = container.querySelector('input')!;
    // The shopper types while the page is still the server's HTML.
    field.value = 'Zed Tannat';
    await act(async () => void hydrateRoot(container, <Form />));
    expect(container.querySelector('form')!.dataset.hydrated).toBe('true');
    expect(field.value).toBe('Zed Tannat');
    expect(container.querySelector('output')!.textContent).toBe('Zed Tannat');
  });

  it('reports nothing when nothing was typed', async () => {
    container.innerHTML = renderToString(<Form />);
    await act(async () => void hydrateRoot(container, <Form />));
    expect(container.querySelector('input')!.value).toBe('');
    expect(container.querySelector('output')!.textContent).toBe('');
  });
});
