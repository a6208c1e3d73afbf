// Our dialogs open from state, not from a Radix trigger, so Radix has nowhere to send focus when they
// close: this remembers the button that opened one and, as the dialog's onCloseAutoFocus, focuses it
// again (or, when that row is gone, the selected tab), so keyboard users keep their place.
import { useRef } from 'react';

export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember() {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    /** Radix calls this after the dialog has unmounted, in place of its own focus return. */
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const element = opener.current;
      opener.current = null;
      const target =
        element?.isConnected === true
          ? element
          : document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      target?.focus();
    },
  };
}
