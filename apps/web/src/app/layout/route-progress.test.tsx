import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteProgress } from './route-progress';

describe('route-transition indicator', () => {
  it('shows a progress bar while the next page loads, and hides it once it has', async () => {
    let finishLoading: (value: null) => void = () => {};
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <RouteProgress />
            <Link to="/next">Next</Link>
            <Outlet />
          </>
        ),
        children: [
          {
            path: 'next',
            loader: () => new Promise<null>((resolve) => (finishLoading = resolve)),
            element: <h1>Next page</h1>,
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

    finishLoading(null);
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
