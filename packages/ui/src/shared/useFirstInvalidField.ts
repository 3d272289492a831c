import { useEffect, useRef } from 'react';

/**
 * Each time a form is refused (`refusals` counts up), takes the person to its first field marked
 * `aria-invalid`: scrolled to the middle of the screen, with its label and message, and focused, so the
 * refusal is where the eye is even when the button that sent it is far away. The shop's forms and the
 * back office's wine form share it.
 */
export function useFirstInvalidField<Element extends HTMLElement = HTMLFormElement>(refusals: number) {
  const container = useRef<Element>(null);
  useEffect(() => {
    if (refusals === 0) return;
    const field = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  }, [refusals]);
  return container;
}
