import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@fairdraw/client';
import { TICKET_CHECK_MAX_GAMES, type TicketCheckLottery, type TicketCheckResult } from '@fairdraw/contracts';
import { formatDrawDateTime } from '../../../components/ui/draw-date';
import { FormAlert } from '../../../components/ui/form-fields';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCheckTicket } from '../api/check-ticket';
import { useCheckDraws } from '../api/get-check-draws';
import { useCheckLotteries } from '../api/get-check-lotteries';
import { CheckResults } from '../components/check-results';
import { GameFields } from '../components/game-fields';
import { emptyEntry, gameErrorsFrom, toGameInput, type GameEntry } from '../utils/entries';
import '../ticket-checker.css';

const CHECK_FAILED = "We couldn't check your numbers. Please try again.";

function DrawField({
  lottery,
  drawNo,
  onChange,
}: {
  lottery: TicketCheckLottery;
  drawNo: number | null;
  onChange: (drawNo: number) => void;
}) {
  const id = useId();
  const draws = useCheckDraws(lottery.productOfferKey);
  if (draws.isPending) return <ListSkeleton label={`Loading ${lottery.name} draws`} count={1} />;
  if (draws.isError)
    return <ErrorState message="We couldn't load the draws." onRetry={() => void draws.refetch()} />;
  if (draws.data.length === 0)
    return (
      <EmptyState>No {lottery.name} draw has been drawn yet. Check back after the next draw.</EmptyState>
    );
  return (
    <div className="form-field">
      <label htmlFor={id}>Draw</label>
      <select
        id={id}
        name="draw"
        value={String(drawNo ?? draws.data[0]!.drawNo)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {draws.data.map((draw) => (
          <option key={draw.drawNo} value={draw.drawNo}>
            Draw {draw.drawNo}, {formatDrawDateTime(draw.date, 'short')}
          </option>
        ))}
      </select>
    </div>
  );
}

function CheckerForm({ lotteries }: { lotteries: readonly TicketCheckLottery[] }) {
  const lotteryFieldId = useId();
  const [lotteryKey, setLotteryKey] = useState<string | null>(null);
  const [drawNo, setDrawNo] = useState<number | null>(null);
  const [games, setGames] = useState<GameEntry[]>([]);
  const [gameErrors, setGameErrors] = useState<Map<number, string>>(new Map());
  const [alert, setAlert] = useState<string | null>(null);
  const [result, setResult] = useState<TicketCheckResult | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const check = useCheckTicket();
  const lottery = lotteries.find((entry) => entry.productOfferKey === lotteryKey) ?? null;
  const draws = useCheckDraws(lottery?.productOfferKey ?? null);
  const chosenDraw = drawNo ?? draws.data?.[0]?.drawNo ?? null;

  // A new answer is read out: focus moves to its heading.
  useEffect(() => {
    if (result) resultsHeading.current?.focus();
  }, [result]);

  function chooseLottery(key: string) {
    const next = lotteries.find((entry) => entry.productOfferKey === key) ?? null;
    setLotteryKey(next?.productOfferKey ?? null);
    setDrawNo(null);
    setGames(next ? [emptyEntry(next.numberSets)] : []);
    setGameErrors(new Map());
    setAlert(null);
    setResult(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!lottery || chosenDraw === null) return;
    const errors = new Map<number, string>();
    const inputs = games.flatMap((entry, index) => {
      const parsed = toGameInput(entry, lottery.numberSets, index);
      if (parsed.ok) return [parsed.game];
      errors.set(index, parsed.message);
      return [];
    });
    setGameErrors(errors);
    setResult(null);
    if (errors.size > 0) {
      setAlert('Please check the highlighted games.');
      return;
    }
    setAlert(null);
    check.mutate(
      { productOfferKey: lottery.productOfferKey, drawNo: chosenDraw, games: inputs },
      {
        onSuccess: setResult,
        onError: (error) => {
          if (error instanceof ApiError) {
            const byGame = gameErrorsFrom(error.errors);
            setGameErrors(byGame);
            setAlert(
              byGame.size > 0
                ? 'Please check the highlighted games.'
                : (error.messages[0]?.message ?? CHECK_FAILED),
            );
          } else {
            setAlert(CHECK_FAILED);
          }
        },
      },
    );
  }

  return (
    <>
      <form className="checker-form" onSubmit={onSubmit} noValidate>
        <div className="form-field">
          <label htmlFor={lotteryFieldId}>Lottery</label>
          <select
            id={lotteryFieldId}
            name="lottery"
            value={lotteryKey ?? ''}
            onChange={(event) => chooseLottery(event.target.value)}
          >
            <option value="">Choose a lottery</option>
            {lotteries.map((entry) => (
              <option key={entry.productOfferKey} value={entry.productOfferKey}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        {lottery ? (
          <>
            <DrawField lottery={lottery} drawNo={chosenDraw} onChange={setDrawNo} />
            {lottery.inOrder ? (
              <p className="field-hint">
                Enter the numbers in the order on your ticket: each counts only in the position it was drawn.
              </p>
            ) : null}
            {games.map((entry, index) => (
              <GameFields
                key={index}
                index={index}
                sets={lottery.numberSets}
                entry={entry}
                error={gameErrors.get(index)}
                boxable={lottery.boxable}
                onChange={(next) =>
                  setGames((current) => current.map((game, at) => (at === index ? next : game)))
                }
                onRemove={
                  games.length > 1
                    ? () => {
                        setGames((current) => current.filter((_, at) => at !== index));
                        setGameErrors(new Map());
                      }
                    : undefined
                }
              />
            ))}
            <div className="checker-actions">
              {games.length < TICKET_CHECK_MAX_GAMES ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setGames((current) => [...current, emptyEntry(lottery.numberSets)])}
                >
                  Add another game
                </button>
              ) : null}
              <button type="submit" className="button" disabled={chosenDraw === null || check.isPending}>
                {check.isPending ? 'Checking…' : 'Check my numbers'}
              </button>
            </div>
            <FormAlert message={alert} />
          </>
        ) : null}
      </form>
      {result ? <CheckResults result={result} headingRef={resultsHeading} /> : null}
    </>
  );
}

/** /ticket-checker (public): pick a lottery and a drawn draw, type in games, see what each won. */
export function TicketCheckerRoute() {
  useDocumentTitle('Ticket checker');
  const lotteries = useCheckLotteries();
  let content;
  if (lotteries.isPending) content = <ListSkeleton label="Loading lotteries" count={1} />;
  else if (lotteries.isError)
    content = (
      <ErrorState message="We couldn't load the lotteries." onRetry={() => void lotteries.refetch()} />
    );
  else if (lotteries.data.length === 0)
    content = <EmptyState>There are no lotteries to check yet.</EmptyState>;
  else content = <CheckerForm lotteries={lotteries.data} />;
  return (
    <div className="checker-page">
      <h1>Ticket checker</h1>
      <p className="page-intro">
        Choose the lottery and the draw, type in the numbers of each game on your ticket, and see what it won.
      </p>
      {content}
    </div>
  );
}
