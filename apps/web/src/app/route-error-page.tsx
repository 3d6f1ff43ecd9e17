import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { shouldReloadForChunkError } from '../lib/stale-chunk';
import { ErrorPageForStatus, FullPage, RenderFailurePage } from './error-pages';

/** The router's last resort: errors outside the page boundary, such as a page's code failing to load. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (shouldReloadForChunkError(error)) window.location.reload();
  }, [error]);
  return (
    <FullPage>
      {isRouteErrorResponse(error) ? <ErrorPageForStatus status={error.status} /> : <RenderFailurePage />}
    </FullPage>
  );
}
