import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OK_GOT_IT, ToastProvider, useToasts } from './toast';
import type { Toasts } from './toast';

function renderToasts() {
  let toasts: Toasts | undefined;
  function Capture() {
    toasts = useToasts();
    return null;
  }
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  if (!toasts) throw new Error('toast context missing');
  return toasts;
}

describe('toasts', () => {
  // The stack's code loads with the first toast shown; once loaded, later toasts show at once, which the
  // timing tests below rely on.
  beforeAll(async () => {
    const toasts = renderToasts();
    act(() => {
      toasts.show({ message: 'First toast' });
    });
    expect(await screen.findByText('First toast')).toBeInTheDocument();
    cleanup();
  });

  it('puts no toast region on the page until there is a toast, then shows it in one', async () => {
    const toasts = renderToasts();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toasts.show({ message: 'Added to your favourites.' });
    });
    const toast = await screen.findByText('Added to your favourites.');
    expect(screen.getByRole('region')).toContainElement(toast);
  });

  it("renders 'Ok, got it' as the close cross and removes the toast when pressed", async () => {
    const onOk = vi.fn();
    const toasts = renderToasts();
    act(() => {
      toasts.show({
        title: 'Saved',
        message: 'Your numbers are saved.',
        actions: [{ label: OK_GOT_IT, onAction: onOk }],
      });
    });
    expect(screen.getByText('Your numbers are saved.')).toBeInTheDocument();
    expect(screen.queryByText(OK_GOT_IT)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: OK_GOT_IT }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Your numbers are saved.')).not.toBeInTheDocument();
  });

  it('closes on its own after 10 seconds unless it is persistent', () => {
    vi.useFakeTimers();
    const toasts = renderToasts();
    act(() => {
      toasts.show({ message: 'Goes away' });
      toasts.show({ message: 'Stays', persistent: true });
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('Goes away')).not.toBeInTheDocument();
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });

  it('can clear every toast at once', () => {
    const toasts = renderToasts();
    act(() => {
      toasts.show({ message: 'One', persistent: true });
      toasts.show({ message: 'Two', persistent: true });
    });
    act(() => toasts.clear());
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });
});
