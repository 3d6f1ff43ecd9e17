import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pagedPath } from '@fairdraw/domain';
import { Pagination, pageSlots } from './pagination';

describe('pageSlots', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 'gap', 12]],
    [6, 12, [1, 'gap', 5, 6, 7, 'gap', 12]],
    // A gap of one page shows that page instead of an ellipsis.
    [4, 12, [1, 2, 3, 4, 5, 'gap', 12]],
    [12, 12, [1, 'gap', 11, 12]],
    // Past the last page: the real pages only.
    [9, 3, [1, 2, 3]],
  ])('page %i of %i shows %j', (page, lastPage, expected) => {
    expect(pageSlots(page, lastPage)).toEqual(expected);
  });
});

describe('<Pagination>', () => {
  function renderPager(page: number, lastPage: number) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <Pagination page={page} lastPage={lastPage} hrefFor={(n) => pagedPath('/list', n)} />,
        },
      ],
      { initialEntries: ['/list'] },
    );
    return render(<RouterProvider router={router} />);
  }

  it('links a long list by its ends and neighbours, marking the current page', () => {
    renderPager(6, 12);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
    expect(pages).toEqual([
      ['Previous', '/list/5', null],
      ['1', '/list', null],
      ['5', '/list/5', null],
      ['6', '/list/6', 'page'],
      ['7', '/list/7', null],
      ['12', '/list/12', null],
      ['Next', '/list/7', null],
    ]);
  });

  it('is left out when everything fits on one page', () => {
    renderPager(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
