import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { StatisticsNumberSet, StatisticsResult } from '@fairdraw/contracts';
import { isNotFound } from '@fairdraw/client';
import { DrawDate } from '../../../components/ui/draw-date';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStatistics } from '../api/get-statistics';
import { HotCold } from '../components/hot-cold';
import { NumberTable } from '../components/number-table';
import { WindowPicker, windowFromQuery, type DrawWindow } from '../components/window-picker';
import '../statistics.css';

// recharts is large: it loads only when a chart is on screen, never with the main bundle.
const FrequencyChart = lazy(() => import('../components/frequency-chart'));

function drawsText(count: number): string {
  return count === 1 ? '1 draw' : `${count} draws`;
}

function SetStatistics({ set }: { set: StatisticsNumberSet }) {
  const headingId = useId();
  return (
    <section className="stats-set" aria-labelledby={headingId}>
      <h2 id={headingId}>{set.name}</h2>
      <HotCold set={set} />
      <figure className="stats-figure">
        <Suspense fallback={<div className="stats-chart stats-chart-loading" aria-hidden="true" />}>
          <FrequencyChart set={set} />
        </Suspense>
        <figcaption>
          How often each number from {set.min} to {set.max} was drawn; hot numbers in red, cold in blue. The
          table lists the same figures.
        </figcaption>
      </figure>
      <NumberTable set={set} caption={`${set.name}: times drawn and last drawn`} />
    </section>
  );
}

function StatisticsBody({ stats }: { stats: StatisticsResult }) {
  const { firstDraw, lastDraw } = stats;
  return (
    <>
      <p className="stats-summary">
        Counted over {drawsText(stats.drawsCounted)}
        {firstDraw && lastDraw ? (
          <>
            : Draw {firstDraw.drawNo} (<DrawDate iso={firstDraw.date} style="short" />) to Draw{' '}
            {lastDraw.drawNo} (
            <DrawDate iso={lastDraw.date} style="short" />)
          </>
        ) : null}
        . Supplementaries are not counted.
      </p>
      {stats.numberSets.map((set) => (
        <SetStatistics key={set.key} set={set} />
      ))}
    </>
  );
}

/** /:productOfferKey/statistics: how often each number came up, hot and cold numbers, last drawn. */
export function StatisticsRoute({ notFound }: { notFound: ReactNode }) {
  const { productOfferKey = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // The router applies a new address in a transition; until it has, the radio just chosen stays checked.
  const [picked, setPicked] = useState<{ window: DrawWindow; from: string } | null>(null);
  const window = picked && picked.from === search ? picked.window : windowFromQuery(searchParams.get('last'));
  const query = useStatistics(productOfferKey, window, { placeholderData: keepPreviousData });
  const name = query.data?.name;
  useDocumentTitle(name ? `${name} statistics` : 'Number statistics');

  if (query.isError && isNotFound(query.error)) return notFound;

  function chooseWindow(next: DrawWindow) {
    setPicked({ window: next, from: search });
    setSearchParams(next === null ? {} : { last: String(next) }, { replace: true });
  }

  let content;
  if (query.isPending) {
    content = <ListSkeleton label="Loading number statistics" count={2} />;
  } else if (query.isError) {
    content = (
      <ErrorState message="We couldn't load the number statistics." onRetry={() => void query.refetch()} />
    );
  } else if (query.data.drawsCounted === 0) {
    content = (
      <EmptyState>
        No {query.data.name} draw has been drawn yet, so there are no statistics. They appear after the first
        draw.
      </EmptyState>
    );
  } else {
    content = (
      <>
        <WindowPicker value={window} onChange={chooseWindow} />
        <div aria-busy={query.isPlaceholderData}>
          <StatisticsBody stats={query.data} />
        </div>
      </>
    );
  }

  return (
    <div className="stats-page">
      <h1>{name ? `${name} number statistics` : 'Number statistics'}</h1>
      {content}
      <ul className="plain-list stats-links">
        {name ? (
          <li>
            <Link to={`/${productOfferKey}`}>Play {name}</Link>
          </li>
        ) : null}
        <li>
          <Link to="/ticket-checker">Check your ticket</Link>
        </li>
      </ul>
    </div>
  );
}
