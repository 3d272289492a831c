import { useRef } from 'react';

/**
 * Radix returns focus only to its own Dialog.Trigger. Our dialogs are opened by the app from
 * anywhere (a cart icon, a machine event), so remember whatever had focus and restore it on close.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (previous.current?.isConnected) {
        event.preventDefault();
        previous.current.focus();
      }
    },
  };
}
