import { Link } from 'react-router';
import './pagination.css';

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

/**
 * Previous, the page numbers and next, as links; `hrefFor` says where a page lives. Hidden for one page.
 * `classPrefix` names the nav and its parts (`-list`, `-page`, `-step`, `-gap`): the default
 * `pagination` has the boxed look of pagination.css, another prefix lets a feature style its own pager.
 */
export function Pagination({
  page,
  lastPage,
  hrefFor,
  classPrefix = 'pagination',
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  classPrefix?: string;
}) {
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav className={classPrefix} aria-label="Pages">
      <ul className={`plain-list ${classPrefix}-list`}>
        {page > 1 ? (
          <li>
            <Link className={`${classPrefix}-step`} to={hrefFor(Math.min(page - 1, lastPage))}>
              Previous
            </Link>
          </li>
        ) : null}
        {pageSlots(page, lastPage).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={`${classPrefix}-gap`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                className={`${classPrefix}-page`}
                to={hrefFor(slot)}
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
            <Link className={`${classPrefix}-step`} to={hrefFor(page + 1)}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
