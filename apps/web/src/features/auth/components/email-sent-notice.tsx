import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * The answer after asking for an e-mailed link: the same words whatever the address. It takes the
 * focus so keyboard and screen-reader users hear it in place of the form that was there.
 */
export function EmailSentNotice({
  title = 'Check your email',
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="auth-notice" role="status" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p>{children}</p>
    </div>
  );
}
