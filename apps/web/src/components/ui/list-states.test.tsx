import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './list-states';

describe('EmptyState', () => {
  it('shows a decorative drawing above its words, sized before it loads', () => {
    const { container } = render(<EmptyState picture="no-tickets">You have no upcoming tickets.</EmptyState>);
    expect(screen.getByText('You have no upcoming tickets.')).toBeInTheDocument();
    // alt="" keeps it out of what a screen reader says: the words say it all.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const drawing = container.querySelector('img')!;
    expect(drawing).toHaveAttribute('src', '/images/empty/no-tickets.svg');
    expect(drawing).toHaveAttribute('alt', '');
    expect(drawing).toHaveAttribute('width', '160');
    expect(drawing).toHaveAttribute('height', '120');
  });

  it('is words alone without a drawing', () => {
    const { container } = render(<EmptyState>Nothing here yet.</EmptyState>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveTextContent('Nothing here yet.');
  });
});
