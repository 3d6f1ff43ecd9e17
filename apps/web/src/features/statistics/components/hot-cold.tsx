import type { StatisticsNumberSet } from '@fairdraw/contracts';

function timesText(count: number): string {
  return count === 1 ? 'drawn once' : `drawn ${count} times`;
}

function NumberList({
  title,
  numbers,
  set,
  tone,
}: {
  title: string;
  numbers: readonly number[];
  set: StatisticsNumberSet;
  tone: 'hot' | 'cold';
}) {
  const countOf = (n: number) => set.frequencies.find((entry) => entry.number === n)?.count ?? 0;
  return (
    <div className={`stats-hot-cold stats-${tone}`}>
      <h3>{title}</h3>
      <ol className="plain-list stats-balls">
        {numbers.map((n) => (
          <li key={n}>
            <span className="stats-ball" aria-hidden="true">
              {n}
            </span>
            <span className="stats-ball-count">
              <span className="visually-hidden">{n}, </span>
              {timesText(countOf(n))}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The most and the least drawn numbers of a set, each with its count. */
export function HotCold({ set }: { set: StatisticsNumberSet }) {
  return (
    <div className="stats-hot-cold-pair">
      <NumberList title="Hot numbers" numbers={set.hot} set={set} tone="hot" />
      <NumberList title="Cold numbers" numbers={set.cold} set={set} tone="cold" />
    </div>
  );
}
