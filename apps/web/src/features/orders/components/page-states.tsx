import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHasCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';

/** Where "play" links go: the lotteries when they are on, else the charity raffles, else home. */
export function usePlayPath(): string {
  const lotteries = useHasCapabilities('commercial_lotteries');
  const raffles = useHasCapabilities('charity_lotteries');
  return lotteries ? '/lotto-tickets' : raffles ? '/charity-tickets' : '/';
}

/** A receipt or ticket the server does not know for this customer (404): say so and offer a way on. */
export function NotFoundState({
  title,
  heading,
  children,
  links,
}: {
  title: string;
  heading: string;
  children: ReactNode;
  links: readonly { to: string; label: string }[];
}) {
  useDocumentTitle(title);
  return (
    <div className="orders-page">
      <h1>{heading}</h1>
      <p className="page-intro">{children}</p>
      <p className="orders-actions">
        {links.map((link, index) => (
          <Link key={link.to} className={index === 0 ? 'button' : 'button button-secondary'} to={link.to}>
            {link.label}
          </Link>
        ))}
      </p>
    </div>
  );
}
