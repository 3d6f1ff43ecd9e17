// The error pages of shop-core §2 "Layout behaviour" and account-area §2 "Error pages".
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { useDocumentTitle, useSiteName } from '../lib/document-title';
import './error-pages.css';

/** How long the "no products" page waits before reloading itself (the spec leaves the value open). */
export const NO_PRODUCTS_REFRESH_MS = 30_000;

function reloadPage() {
  window.location.reload();
}

/** Start-up pages render before the router exists, so fall back to a plain link there. */
function HomeLink({ className = 'button' }: { className?: string }) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Link className={className} to="/">
      Go to the homepage
    </Link>
  ) : (
    <a className={className} href="/">
      Go to the homepage
    </a>
  );
}

function StatusPage({ title, heading, children }: { title: string; heading: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="status-page">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

export function NotFoundPage() {
  return (
    <StatusPage title="Page not found" heading="Something went wrong.">
      <p>It's looking like you may have taken a wrong turn.</p>
      <div className="status-actions">
        <HomeLink />
      </div>
    </StatusPage>
  );
}

/** 418: the shop has no products to sell; it reloads itself to check again. */
export function NoProductsPage({
  refreshAfterMs = NO_PRODUCTS_REFRESH_MS,
  onRefresh = reloadPage,
}: {
  refreshAfterMs?: number;
  onRefresh?: () => void;
}) {
  useEffect(() => {
    const id = window.setTimeout(onRefresh, refreshAfterMs);
    return () => window.clearTimeout(id);
  }, [onRefresh, refreshAfterMs]);
  return (
    <StatusPage title="No products available" heading="It's not you, it's us!">
      <p>
        There are no products available right now. This page will refresh itself in{' '}
        {Math.round(refreshAfterMs / 1000)} seconds.
      </p>
      <div className="status-actions">
        <button type="button" className="button" onClick={onRefresh}>
          Refresh now
        </button>
      </div>
    </StatusPage>
  );
}

/** 500, and every status without its own page. */
export function ServerBusyPage() {
  return (
    <StatusPage title="Server busy" heading="Our servers are busy">
      <p>
        Lots of people are visiting right now and we couldn't load the shop. Please try again in a minute.
      </p>
      <div className="status-actions">
        <button type="button" className="button" onClick={reloadPage}>
          Try again
        </button>
      </div>
    </StatusPage>
  );
}

/** 503: maintenance. */
export function MaintenancePage() {
  return (
    <StatusPage title="Down for maintenance" heading="There's a spanner in the works!">
      <p>We're doing some maintenance and will be back shortly. Thanks for your patience.</p>
      <div className="status-actions">
        <button type="button" className="button" onClick={reloadPage}>
          Try again
        </button>
      </div>
    </StatusPage>
  );
}

export function ErrorPageForStatus({ status }: { status: number }) {
  switch (status) {
    case 404:
      return <NotFoundPage />;
    case 418:
      return <NoProductsPage />;
    case 503:
      return <MaintenancePage />;
    default:
      return <ServerBusyPage />;
  }
}

/** What a page that failed to render shows instead. */
export function RenderFailurePage() {
  return (
    <StatusPage title="Something went wrong" heading="It's not you, it's us!">
      <p>Something went wrong while showing this page. Reloading usually fixes it.</p>
      <div className="status-actions">
        <button type="button" className="button" onClick={reloadPage}>
          Reload
        </button>
        <HomeLink className="button button-secondary" />
      </div>
    </StatusPage>
  );
}

/** A whole-window page for start-up, before the header and footer can be drawn. */
export function FullPage({ children }: { children: ReactNode }) {
  return (
    <div className="full-page">
      <header className="full-page-header">
        <span className="wordmark">{useSiteName()}</span>
      </header>
      <main id="main" className="full-page-main">
        {children}
      </main>
    </div>
  );
}
