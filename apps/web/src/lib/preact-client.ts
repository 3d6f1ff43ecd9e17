// What `react-dom/client` is in the browser build (vite.config.ts, decision 0078), where `react` and
// `react-dom` are Preact's React-compatible layer, a tenth of React DOM's size. The server's renderer, the
// development server and the unit tests keep React itself; the browser journeys (e2e/) run this build.
import { options } from 'preact';

export { createRoot, hydrateRoot } from 'preact/compat/client';

/**
 * React hands a handler a synthetic event whose fields are its own properties; Preact hands it the
 * browser's event, whose fields are getters on its prototype. react-aria copies a keyboard event with
 * `{ ...event }` before reading `key` from the copy (its `useKeyboard`), which finds nothing on a
 * browser event: Escape would not close a dialog and arrow keys would not move in a list. So a keyboard
 * event gets these fields as its own, read afresh for each handler (`currentTarget` changes as it
 * bubbles).
 */
const KEYBOARD_FIELDS = [
  'type',
  'target',
  'currentTarget',
  'key',
  'code',
  'keyCode',
  'charCode',
  'which',
  'location',
  'repeat',
  'isComposing',
  'shiftKey',
  'ctrlKey',
  'altKey',
  'metaKey',
  'timeStamp',
] as const;

const compatEvent = options.event;
options.event = (event) => {
  const handed = compatEvent ? compatEvent(event) : event;
  if (typeof KeyboardEvent !== 'undefined' && handed instanceof KeyboardEvent) {
    const fields = handed as unknown as Record<string, unknown>;
    for (const name of KEYBOARD_FIELDS) {
      delete fields[name];
      Object.defineProperty(handed, name, {
        value: fields[name],
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
  }
  return handed;
};
