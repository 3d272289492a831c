import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The project's viewport (vitest.config.ts). */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

// Screenshots must not depend on where an animation happens to be; Radix sees `none` and unmounts at once.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;
document.head.append(freeze);

// Web fonts load lazily on first use; asking for every face up front keeps fallback glyphs out of the captures.
const faces = ['400 1em Inter', '500 1em Inter', '600 1em Inter', '400 1em "Playfair Display"', '600 1em "Playfair Display"', '700 1em "Playfair Display"'];

beforeAll(async () => {
  await Promise.all(faces.map((face) => document.fonts.load(face)));
});

// Every story shares one page (the project runs its files without isolation: a page per file was a third of
// the run). Each starts at its top and at the default viewport, not where the last one's focus, scrolling or
// capture left it, so a story is drawn alike whichever ran before it; a story's own viewport is set after this.
beforeEach(async () => {
  window.scrollTo(0, 0);
  if (window.innerWidth !== DEFAULT_VIEWPORT.width || window.innerHeight !== DEFAULT_VIEWPORT.height) await page.viewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
});

interface StoryContext {
  story?: { parameters: { screenshot?: { fullViewport?: boolean } } };
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const { story } = context as typeof context & StoryContext;
  await document.fonts.ready;
  const fullViewport = story?.parameters.screenshot?.fullViewport === true;
  // Overlays and fixed rails live outside the story root; a transparent fixed frame clips the capture to the viewport.
  const frame = fullViewport ? document.body.appendChild(viewportFrame()) : null;
  const target = frame ?? document.querySelector<HTMLElement>('[data-story-root]') ?? document.body;
  if (!frame) await fitViewportTo(target);
  const name = context.task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
  } finally {
    frame?.remove();
  }
});

/**
 * The story renders in an iframe the size of the viewport, and what lies below it is never painted
 * into an element capture; growing the viewport to the content keeps tall stories whole.
 */
async function fitViewportTo(target: HTMLElement) {
  // A screen whose height follows the viewport's (the shop's main is at least 70vh) grows with each resize:
  // a few rounds reach the height at which it fits, so the capture never depends on where one round stopped.
  for (let round = 0; round < 40; round += 1) {
    const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
    if (bottom <= window.innerHeight) return;
    await page.viewport(window.innerWidth, bottom);
  }
}

function viewportFrame() {
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
  return frame;
}
