import type { ReactNode } from 'react';
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

/** Small drawings for empty lists (public/images/empty). */
export type EmptyPictureName = 'no-tickets' | 'empty-cart' | 'nothing-found' | 'no-notifications';

/** Decorative: the words beside it say what is empty, so it has no text of its own. */
export function EmptyPicture({ name }: { name: EmptyPictureName }) {
  return (
    <img
      className="empty-state-picture"
      src={`/images/empty/${name}.svg`}
      alt=""
      width={160}
      height={120}
      loading="lazy"
      decoding="async"
    />
  );
}

export function EmptyState({ children, picture }: { children: ReactNode; picture?: EmptyPictureName }) {
  if (!picture) return <p className="empty-state">{children}</p>;
  return (
    <div className="empty-state empty-state-with-picture">
      <EmptyPicture name={picture} />
      <p>{children}</p>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="error-state" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
