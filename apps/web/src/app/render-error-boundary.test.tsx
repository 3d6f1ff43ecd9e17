import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filledQueryClient, offlineClient } from '../test/render';
import { AppProviders } from './providers';
import { RenderErrorBoundary } from './render-error-boundary';

function Layout() {
  const location = useLocation();
  return (
    <>
      <nav aria-label="Test">
        <Link to="/">Home</Link> <Link to="/broken">Broken</Link>
      </nav>
      <RenderErrorBoundary resetKey={location.key}>
        <Outlet />
      </RenderErrorBoundary>
    </>
  );
}

function Broken(): never {
  throw new Error('This page cannot render');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'broken', Component: Broken },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders client={offlineClient} queryClient={filledQueryClient()} clearCache={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('render-failure boundary', () => {
  // React reports every caught render error on the console; keep the test output readable.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback inside the layout and resets when the visitor navigates', async () => {
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: "It's not you, it's us!" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Test' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go to the homepage' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText("It's not you, it's us!")).not.toBeInTheDocument();
  });

  it('tries the page again after a navigation back to it', async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Broken' }));
    expect(await screen.findByRole('heading', { name: "It's not you, it's us!" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
