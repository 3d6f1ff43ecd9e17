import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { filledQueryClient, offlineClient } from '../test/render';
import {
  ErrorPageForStatus,
  MaintenancePage,
  NoProductsPage,
  NotFoundPage,
  RenderFailurePage,
  ServerBusyPage,
} from './error-pages';
import { AppProviders } from './providers';

function renderPage(page: ReactNode) {
  return render(
    <AppProviders client={offlineClient} queryClient={filledQueryClient()} clearCache={false}>
      {page}
    </AppProviders>,
  );
}

describe('error pages', () => {
  it('404 says the visitor took a wrong turn and links home', async () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByText("It's looking like you may have taken a wrong turn.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    // The title is set in an effect, after the page has rendered.
    await waitFor(() => expect(document.title).toBe('Page not found | Fairdraw'));
  });

  it('418 says there are no products and refreshes itself after 30 seconds', () => {
    vi.useFakeTimers();
    const onRefresh = vi.fn();
    renderPage(<NoProductsPage onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { level: 1, name: "It's not you, it's us!" })).toBeInTheDocument();
    expect(screen.getByText(/no products available/)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('503 is the maintenance page', () => {
    renderPage(<MaintenancePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: "There's a spanner in the works!" }),
    ).toBeInTheDocument();
  });

  it('500 is the server-busy page with a way to try again', () => {
    renderPage(<ServerBusyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our servers are busy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    [404, 'Something went wrong.'],
    [418, "It's not you, it's us!"],
    [503, "There's a spanner in the works!"],
    [500, 'Our servers are busy'],
    [502, 'Our servers are busy'],
    [401, 'Our servers are busy'],
  ])('status %i shows "%s"', (status, heading) => {
    renderPage(<ErrorPageForStatus status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('a render failure offers a reload and the homepage', () => {
    renderPage(<RenderFailurePage />);
    expect(screen.getByRole('heading', { level: 1, name: "It's not you, it's us!" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });
});
