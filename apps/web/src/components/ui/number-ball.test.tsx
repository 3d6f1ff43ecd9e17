import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ballKindOf, ballName, NumberBall } from './number-ball';

describe('number balls', () => {
  it.each([
    [{ key: 'numbers', name: 'Numbers' }, 0, 'main'],
    [{ key: 'main', name: 'Numbers' }, 0, 'main'],
    [{ key: 'powerball', name: 'Powerball' }, 1, 'powerball'],
    [{ key: 'pb', name: ' POWERBALL ' }, 1, 'powerball'],
    [{ key: 'supplementary', name: 'Supplementary' }, 1, 'supplementary'],
    [{ key: 'bonus', name: 'Bonus' }, 1, 'bonus'],
  ] as const)('a set %j at position %s is %s', (set, position, kind) => {
    expect(ballKindOf(set, position)).toBe(kind);
  });

  it('are named by their set, a main number by itself', () => {
    expect(ballName(7, 'powerball')).toBe('Powerball 7');
    expect(ballName(12, 'supplementary')).toBe('Supplementary 12');
    expect(ballName(4, 'bonus', 'Bonus')).toBe('Bonus 4');
    expect(ballName(3, 'main')).toBe('3');
  });

  it('read as "Powerball 7" and look gold, matched or not', () => {
    render(
      <ul>
        <NumberBall as="li" n={7} kind="powerball" />
        <NumberBall as="li" n={3} kind="main" matched label="3, matched" />
      </ul>,
    );
    const [powerball, main] = screen.getAllByRole('listitem');
    expect(powerball).toHaveTextContent('Powerball 7');
    expect(powerball).toHaveClass('number-ball', 'number-ball-powerball');
    expect(main).toHaveAccessibleName('3, matched');
    expect(main).toHaveClass('number-ball-main', 'number-ball-matched');
  });
});
