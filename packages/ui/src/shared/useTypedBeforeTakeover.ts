import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';

/**
 * Keeps what a shopper typed into a server-drawn field before the app took the page over.
 *
 * Hydration adopts the field as the browser has it, typed text included, but the component's state
 * still holds the value the server drew, and the next render writes that back: the typing is lost
 * (facebook/react#26974). React's own fix, a change event replayed for every field changed before
 * hydration (facebook/react#33129), is behind the `enableHydrationChangeEvent` flag, which no stable
 * release (19.3 here) turns on. So on the field's first commit, before anything draws it again, `typed`
 * gets the field when it shows something other than `drawn`, and the state catches up with it. A field
 * the browser drew itself (no server HTML) shows what was drawn, and nothing happens.
 *
 * Returns the field's ref, which also sets `outer`.
 */
export function useTypedBeforeTakeover(
  drawn: string | number | readonly string[] | undefined,
  typed: ((field: HTMLInputElement) => void) | undefined,
  outer?: Ref<HTMLInputElement>,
) {
  const field = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const input = field.current;
    if (input && typed && drawn !== undefined && input.value !== String(drawn)) typed(input);
    // The first commit only: every later change reaches `typed`'s owner as an ordinary change event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useCallback(
    (input: HTMLInputElement | null) => {
      field.current = input;
      if (typeof outer === 'function') outer(input);
      else if (outer) outer.current = input;
    },
    [outer],
  );
}
