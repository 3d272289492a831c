/**
 * The shop's code loads when the shopper first acts. Until it has taken the page over, the page is
 * the server's HTML: links work as links, but a button does nothing yet. Clicks on such controls (and
 * form submissions) are held here and carried out once the app runs, so an early tap on ADD TO CART
 * or the age gate's Yes is not lost.
 *
 * The holding is done by the page's inline boot script (src/boot.ts, built on its own) and the
 * replaying by the app, two separate bundles: what was held travels between them on `window`.
 */

/** An act held until the app runs: the element acted on and how to do it again. */
interface HeldAct {
  element: HTMLElement;
  act: () => void;
}

/** What the boot script leaves on `window` for the app: the acts held so far, and how to stop holding. */
export interface EarlyActs {
  held: HeldAct[];
  stop: () => void;
}

declare global {
  interface Window {
    __cellarEarlyActs?: EarlyActs;
  }
}

/** What counts as the shopper acting: a touch, a click, a key, a wheel, or a mouse on the move. */
const ACTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin', 'pointermove'] as const;

/** Hydration gives each element React has taken over a fiber under a key of this prefix. */
const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until React has taken the element over: a part of the page inside a Suspense boundary
 * hydrates after the rest, and React drops a click on a part it has not hydrated yet. False when the
 * element left the page meanwhile, or React has not taken it within 10 s.
 */
async function takenOver(element: HTMLElement): Promise<boolean> {
  const until = performance.now() + 10_000;
  while (element.isConnected && !ownedByReact(element) && performance.now() < until) await nextFrame();
  return element.isConnected && ownedByReact(element);
}

/** A control whose click means something only to the app (links navigate by themselves). */
function appControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('a[href]')) return null;
  return target.closest<HTMLElement>('button, input, select, textarea, label, summary, [role="button"]');
}

/** From now until `replayEarlyActs`, holds the clicks and submissions the app should answer. */
export function holdEarlyActs(): void {
  if (window.__cellarEarlyActs) return;
  const held: HeldAct[] = [];
  const holdClick = (event: MouseEvent) => {
    const control = appControl(event.target);
    if (!control) return;
    // A submit button would send the form to the server as a page load; the app sends it instead. Kept
    // from React too, which would otherwise replay a click made while it hydrates a second time.
    event.preventDefault();
    event.stopPropagation();
    held.push({ element: control, act: () => control.click() });
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    event.stopPropagation();
    held.push({ element: form, act: () => form.requestSubmit() });
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  window.__cellarEarlyActs = {
    held,
    stop: () => {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
    },
  };
}

/** Calls `start` once, on the shopper's first act. */
export function onFirstAct(start: () => void): void {
  const act = (event: Event) => {
    // A mouse merely passing over the page counts; a pen or finger hovering (pointermove without contact) does not.
    if (event.type === 'pointermove' && (event as PointerEvent).pointerType !== 'mouse') return;
    for (const type of ACTS) window.removeEventListener(type, act, true);
    start();
  };
  for (const type of ACTS) window.addEventListener(type, act, { capture: true, passive: true });
}

/** Once the app has taken the page over: stops holding, and carries out what the shopper did meanwhile, in order. */
export function replayEarlyActs(): void {
  const early = window.__cellarEarlyActs;
  if (!early) return;
  delete window.__cellarEarlyActs;
  early.stop();
  // Synchronous while React owns each element, so a click lands before this commit's effects redraw
  // the page (the server-drawn age gate gives way to the app's); waits only for parts still hydrating.
  void (async () => {
    for (const { element, act } of early.held.splice(0)) if (ownedByReact(element) || (await takenOver(element))) act();
  })();
}
