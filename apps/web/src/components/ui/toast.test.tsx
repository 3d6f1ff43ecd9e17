import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
