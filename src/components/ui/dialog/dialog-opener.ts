// React's types know neither the invoker commands (a button that opens or closes a dialog or popover with no
// script) nor all their values; React passes them to the DOM as written.
declare module 'react' {
  // The type parameter must match React's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the dialog or popover this button acts on. */
    commandfor?: string;
    /** What it does to it: `show-modal` and `close` for a dialog, `toggle-popover` for a popover. */
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}

/**
 * The attributes of a button that opens the dialog with this id as a modal, by the browser alone: it works in
 * the HTML the server sends, before the app has arrived and with scripts off. Focus returns to the button when
 * the dialog closes.
 */
export function dialogOpenerProps(dialogId: string) {
  return {
    type: 'button',
    commandfor: dialogId,
    command: 'show-modal',
    'aria-haspopup': 'dialog',
  } as const;
}
