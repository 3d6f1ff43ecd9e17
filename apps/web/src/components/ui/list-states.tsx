import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import './list-states.css';

/** Grey placeholder cards while a list loads; announced once, not per card. */
export function ListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="list-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="skeleton-card" aria-hidden="true">
          <div className="skeleton-line skeleton-line-wide" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-line-short" />
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <Button className="button button-secondary" onPress={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
