// One look for a lottery number wherever it is shown (play screen, cart, tickets, results, checker):
// main numbers outlined, the Powerball gold, supplementaries dashed, other extra sets ("bonus")
// dotted; a matched number is filled and ticked. Decision 0051.
import type { ReactNode } from 'react';
import './number-ball.css';

export type BallKind = 'main' | 'powerball' | 'supplementary' | 'bonus';

const normalised = (text: string) => text.trim().toLowerCase();

/** What kind of ball a set's numbers are: the first (or "numbers") set is main, then Powerball or bonus. */
export function ballKindOf(set: { key: string; name?: string }, position: number): BallKind {
  const names = [normalised(set.key), normalised(set.name ?? '')];
  if (names.includes('powerball')) return 'powerball';
  if (names.some((name) => name.startsWith('supp'))) return 'supplementary';
  if (position === 0 || names.includes('numbers') || names.includes('main')) return 'main';
  return 'bonus';
}

/** The words read before a ball's number: none for a main number, else its set ("Powerball"). */
export function ballPrefix(kind: BallKind, setName?: string): string {
  switch (kind) {
    case 'main':
      return '';
    case 'powerball':
      return 'Powerball';
    case 'supplementary':
      return 'Supplementary';
    case 'bonus':
      return setName?.trim() || 'Bonus';
  }
}

/** "Powerball 7", "Supplementary 12", "7". */
export function ballName(n: number, kind: BallKind, setName?: string): string {
  const prefix = ballPrefix(kind, setName);
  return prefix ? `${prefix} ${n}` : String(n);
}

export function ballClassName(kind: BallKind, matched = false): string {
  return ['number-ball', `number-ball-${kind}`, matched ? 'number-ball-matched' : '']
    .filter(Boolean)
    .join(' ');
}

interface NumberBallProps {
  n: number;
  kind: BallKind;
  /** The set's own name, read for a bonus set ("Bonus 4"). */
  setName?: string;
  /** Filled and ticked: the number was drawn. */
  matched?: boolean;
  /** A list item inside a list of balls, else a span. */
  as?: 'li' | 'span';
  /** Read instead of the default name ("3, matched"). */
  label?: string;
  children?: ReactNode;
}

/** A number as a ball, named by its set ("Powerball 7") unless it sits in an aria-hidden picture. */
export function NumberBall({ n, kind, setName, matched, as = 'span', label, children }: NumberBallProps) {
  const prefix = ballPrefix(kind, setName);
  const content = (
    <>
      {prefix ? <span className="visually-hidden">{prefix} </span> : null}
      {n}
      {children}
    </>
  );
  if (as === 'li')
    return (
      <li className={ballClassName(kind, matched)} aria-label={label}>
        {content}
      </li>
    );
  return <span className={ballClassName(kind, matched)}>{content}</span>;
}

/**
 * A stand-in ball for a whole set (shop-core §3 placeholders): "PH" for the 20 Powerballs a PowerHit
 * plays, "PP" before the Powerballs a PowerPik entry chose. Read as `label`.
 */
export function PlaceholderBall({ text, kind, label }: { text: 'PH' | 'PP'; kind: BallKind; label: string }) {
  return (
    <span className={ballClassName(kind)} role="img" aria-label={label}>
      {text}
    </span>
  );
}
