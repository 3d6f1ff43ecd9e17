import { Link, Outlet } from 'react-router';
import { useSiteName } from '../../lib/document-title';

/**
 * Pages outside the base layout (shop-core §2), such as the Android download a phone's browser opens
 * from a text message: the shop's name leading home, and the page.
 */
export function StandaloneLayout() {
  const siteName = useSiteName();
  return (
    <div className="full-page">
      <header className="full-page-header">
        <Link className="logo" to="/" aria-label={`${siteName} home`}>
          <span className="wordmark" aria-hidden="true">
            {siteName}
          </span>
        </Link>
      </header>
      <main id="main" className="full-page-main">
        <Outlet />
      </main>
    </div>
  );
}
