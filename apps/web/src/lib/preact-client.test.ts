import { afterEach, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { createRoot } from './preact-client';

// The browser build's `react-dom/client` (decision 0078). react-aria reads a keyboard event from a copy
// (`{ ...event }`), as a React synthetic event allows; these fail when a browser event handed to a
// handler loses its fields in that copy.

const idOf = (target: EventTarget | null | undefined) => (target as Element | null | undefined)?.id;

let container: HTMLElement;
afterEach(() => container.remove());

function draw(onKeyDown: (where: string) => (event: KeyboardEvent) => void) {
  container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    h(
      'div',
      { id: 'panel', onKeyDown: onKeyDown('panel') },
      h('button', { id: 'close', onKeyDown: onKeyDown('close') }),
    ),
  );
  return container.querySelector('button')!;
}

describe('keyboard events in the browser build', () => {
  it('keep their key and modifiers in a copy, with the element each handler is on', () => {
    const copies: Partial<KeyboardEvent>[] = [];
    const button = draw(() => (event) => copies.push({ ...event }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', shiftKey: true, bubbles: true }));
    expect(
      copies.map((copy) => [copy.key, copy.shiftKey, idOf(copy.target), idOf(copy.currentTarget)]),
    ).toEqual([
      ['Escape', true, 'close', 'close'],
      ['Escape', true, 'close', 'panel'],
    ]);
  });

  it('still stop where a handler stops them and tell that they were', () => {
    const reached: string[] = [];
    const button = draw((where) => (event) => {
      reached.push(where);
      event.stopPropagation();
      expect((event as unknown as { isPropagationStopped(): boolean }).isPropagationStopped()).toBe(true);
    });
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(reached).toEqual(['close']);
  });
});
