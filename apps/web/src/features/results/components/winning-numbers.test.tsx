import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { powerballResult } from '../../../test/result-fixtures';
import { DrawOrder, drawOrderText, WinningNumbers, winningNumbersText } from './winning-numbers';

// Drawn as 28, 3, 35, 11, 31, 19, 24 (the order the balls came out): shown smallest first.
const drawnOutOfOrder = powerballResult(1520, {
  winningNumbers: [
    { key: 'numbers', name: 'Numbers', numbers: [28, 3, 35, 11, 31, 19, 24] },
    { key: 'powerball', name: 'Powerball', numbers: [9] },
  ],
  supplementary: [40, 7],
});

describe('winning numbers', () => {
  it('are read and shown smallest first, whatever order they were drawn in', () => {
    expect(winningNumbersText(drawnOutOfOrder)).toBe(
      'Winning numbers 3, 11, 19, 24, 28, 31, 35; Powerball 9; supplementary 7, 40',
    );
    const { container } = render(<WinningNumbers result={drawnOutOfOrder} />);
    const balls = [...container.querySelectorAll('.number-ball-main')].map((ball) => ball.textContent);
    expect(balls.slice(0, 7)).toEqual(['3', '11', '19', '24', '28', '31', '35']);
    expect(screen.getByText(/Winning numbers 3, 11/)).toBeInTheDocument();
    // The Powerball and the supplementaries look as they do on every screen.
    expect(container.querySelector('.number-ball-powerball')).toHaveTextContent('Powerball 9');
    expect(
      [...container.querySelectorAll('.number-ball-supplementary')].map((ball) => ball.textContent),
    ).toEqual(['Supplementary 7', 'Supplementary 40']);
  });

  it('are also given in the order they were drawn, when that is not the order shown', () => {
    expect(drawOrderText(drawnOutOfOrder)).toBe(
      '28, 3, 35, 11, 31, 19, 24; Powerball 9; supplementary 40, 7',
    );
    render(<DrawOrder result={drawnOutOfOrder} />);
    expect(
      screen.getByText('In the order drawn: 28, 3, 35, 11, 31, 19, 24; Powerball 9; supplementary 40, 7'),
    ).toBeInTheDocument();
    // Drawn lowest first, or a game played in order: one way of showing them is enough.
    expect(drawOrderText(powerballResult(1521))).toBeNull();
    const strike = powerballResult(1522, {
      productOfferKey: 'lotto_strike',
      winningNumbers: [{ key: 'numbers', name: 'Numbers (in order)', numbers: [40, 2, 17, 9] }],
    });
    expect(drawOrderText(strike)).toBeNull();
  });
});
