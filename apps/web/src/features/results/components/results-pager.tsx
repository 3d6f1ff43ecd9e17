import { Link } from 'react-router';

/** The pages a pager shows: first, last, and the current one with a neighbour each side. */
function pageNumbers(page: number, lastPage: number): Array<number | 'gap'> {
  const wanted = [...new Set([1, lastPage, page - 1, page, page + 1])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b);
  const slots: Array<number | 'gap'> = [];
  let previous = 0;
  for (const n of wanted) {
    if (n - previous === 2) slots.push(n - 1);
    else if (n - previous > 2) slots.push('gap');
    slots.push(n);
    previous = n;
  }
  return slots;
}

/** Previous, page numbers and next as links; `hrefFor` says where a page lives. Hidden for one page. */
export function ResultsPager({
  page,
  lastPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}) {
  if (lastPage <= 1 && page <= 1) return null;
  return (
    <nav className="results-pager" aria-label="Pages">
      <ul className="plain-list results-pager-list">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(Math.min(page - 1, lastPage))}>Previous</Link>
          </li>
        ) : null}
        {pageNumbers(page, lastPage).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
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
            <Link to={hrefFor(page + 1)}>Next</Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** The last page there is; an empty list still has page 1. */
export function lastPageOf(pageInfo: { total: number; limit: number } | null, page: number, count: number) {
  if (pageInfo) return Math.max(1, Math.ceil(pageInfo.total / Math.max(1, pageInfo.limit)));
  return count > 0 ? page : Math.max(1, page - 1);
}
