import { Link } from 'react-router';
import { pagedPath } from '@fairdraw/domain';

type PageSlot = number | 'gap';

/**
 * The page numbers a pager shows: the first and last page, and the current page with one neighbour
 * either side; runs that are left out become a gap ("1 … 4 5 6 … 12").
 */
export function pageSlots(page: number, lastPage: number): PageSlot[] {
  const wanted = new Set([1, lastPage, page - 1, page, page + 1]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const n of numbers) {
    if (n - previous === 2) slots.push(n - 1);
    else if (n - previous > 2) slots.push('gap');
    slots.push(n);
    previous = n;
  }
  return slots;
}

/** Previous, the page numbers and next, as links; page 1 has no page segment. Hidden for one page. */
export function Pagination({
  basePath,
  page,
  lastPage,
}: {
  basePath: string;
  page: number;
  lastPage: number;
}) {
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <ul className="plain-list pagination-list">
        {page > 1 ? (
          <li>
            <Link className="pagination-step" to={pagedPath(basePath, Math.min(page - 1, lastPage))}>
              Previous
            </Link>
          </li>
        ) : null}
        {pageSlots(page, lastPage).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                className="pagination-page"
                to={pagedPath(basePath, slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <Link className="pagination-step" to={pagedPath(basePath, page + 1)}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
