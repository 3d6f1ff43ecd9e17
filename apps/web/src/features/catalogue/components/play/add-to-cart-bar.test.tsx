import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartBar } from './add-to-cart-bar';

describe('the add-to-cart summary', () => {
  it('lists what is left to do quietly, and as a warning once the customer tries to add', async () => {
    const onAdd = vi.fn();
    render(
      <AddToCartBar
        totalCents={0}
        breakdown=""
        reasons={['Fill at least 1 game.']}
        pending={false}
        onAdd={onAdd}
      />,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Fill at least 1 game.');
    const reasons = screen.getByRole('list');
    expect(reasons).not.toHaveClass('play-reasons-refused');

    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
    expect(reasons).toHaveClass('play-reasons-refused');
  });

  it('adds when nothing is left to do', async () => {
    const onAdd = vi.fn();
    render(<AddToCartBar totalCents={150} breakdown="1 game" reasons={[]} pending={false} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
