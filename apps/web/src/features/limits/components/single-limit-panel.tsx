import { useId, useState } from 'react';
import { ApiError } from '@fairdraw/client';
import type { SingleLimitResult } from '@fairdraw/contracts';
import { formatLimitTime, limitPeriodLabels } from '@fairdraw/domain';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useToasts } from '../../../components/ui/toast';
import { LimitAmountForm } from './limit-amount-form';
import { PendingNote } from './pending-note';

interface SingleLimitPanelProps {
  id?: string;
  title: string;
  /** What the limit holds back, in a sentence. */
  description: string;
  /** "Spent" or "Deposited", for what counts against it. */
  usedLabel: string;
  query: { isPending: boolean; isError: boolean; data?: SingleLimitResult; refetch: () => unknown };
  save: (limit: string) => Promise<SingleLimitResult>;
  remove: () => Promise<SingleLimitResult>;
  /** The toast after a change that applied at once. */
  updatedMessage: (amount: string, period: string) => string;
}

/** One limit over a fixed period (precommitment, weekly deposit): its amount, a change waiting, the form. */
export function SingleLimitPanel(props: SingleLimitPanelProps) {
  const { id, title, description, usedLabel, query, updatedMessage } = props;
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const toasts = useToasts();

  async function save(value: string) {
    const result = await props.save(value);
    setEditing(false);
    const pending = result.pending?.limit;
    toasts.show({
      title,
      message: pending
        ? `Your ${title.toLowerCase()} goes up to ${formatWireMoney(pending)} on ${formatLimitTime(new Date(result.pending!.effectiveAt))}.`
        : updatedMessage(
            result.limit ? formatWireMoney(result.limit) : value,
            limitPeriodLabels[result.period].noun,
          ),
    });
  }

  async function remove() {
    setRemoving(true);
    try {
      await props.remove();
      toasts.show({ title, message: `Your ${title.toLowerCase()} ends in 24 hours.` });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        toasts.show({ title: `${title} not removed`, message: error.messages[0]?.message ?? error.message });
    } finally {
      setRemoving(false);
    }
  }

  const data = query.data;
  const noun = data ? limitPeriodLabels[data.period].noun : '';
  return (
    <section id={id} className="limit-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className="muted">{description}</p>
      {query.isPending ? (
        <ListSkeleton label={`Loading your ${title.toLowerCase()}`} count={1} />
      ) : query.isError || !data ? (
        <ErrorState
          message={`We couldn't load your ${title.toLowerCase()}.`}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="limit-amount">
            {data.limit ? `${formatWireMoney(data.limit)} per ${noun}` : 'No limit set'}
          </p>
          <PendingNote pending={data.pending} />
          <dl className="limit-facts">
            <div>
              <dt>
                {usedLabel} in the last {data.period === 'week' ? '7' : '30'} days
              </dt>
              <dd>{formatWireMoney(data.used)}</dd>
            </div>
          </dl>
          {editing ? (
            <LimitAmountForm
              label={`${title} in dollars`}
              submitLabel={data.limit ? 'Save limit' : 'Set limit'}
              onSubmit={save}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <div className="limit-actions">
              <button type="button" className="button" onClick={() => setEditing(true)}>
                {data.limit ? `Change ${title.toLowerCase()}` : `Set a ${title.toLowerCase()}`}
              </button>
              {data.limit && !(data.pending && data.pending.limit === null) ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={removing}
                  onClick={() => void remove()}
                >
                  Remove {title.toLowerCase()}
                </button>
              ) : null}
            </div>
          )}
        </>
      )}
    </section>
  );
}
