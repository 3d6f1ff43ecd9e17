import { useId, useState } from 'react';
import { ApiError } from '@fairdraw/client';
import type { CustomerSpendLimit, LimitPeriod, Money, SpendLimitsResult } from '@fairdraw/contracts';
import {
  formatLimitTime,
  fromWireMoney,
  limitPeriodLabels,
  limitWindowText,
  parseAmountInput,
  spendLimitUpdatedMessage,
} from '@fairdraw/domain';
import { formatWireMoney } from '../../../components/ui/money';
import { useToasts } from '../../../components/ui/toast';
import { useDeleteSpendLimit } from '../api/delete-spend-limit';
import { usePostSpendLimit } from '../api/post-spend-limit';
import { usePutSpendLimit } from '../api/put-spend-limit';
import { LimitAmountForm } from './limit-amount-form';
import { PendingNote } from './pending-note';

export const SPEND_LIMIT_NOT_REMOVED_TITLE = 'Spend limit not removed';

interface SpendLimitPeriodProps {
  period: LimitPeriod;
  limit: CustomerSpendLimit | undefined;
  system: Money | undefined;
  spent: Money | undefined;
}

/** The toast after a change: the new amount (the answer's, else the one asked), or when a raise will apply. */
function changedMessage(result: SpendLimitsResult, period: LimitPeriod, asked: string): string {
  const now = result.customerLimits.find((limit) => limit.period === period);
  const pending = now?.pending;
  if (pending?.limit)
    return `Your ${limitPeriodLabels[period].adjective.toLowerCase()} spend limit goes up to ${formatWireMoney(pending.limit)} on ${formatLimitTime(new Date(pending.effectiveAt))}.`;
  return spendLimitUpdatedMessage(now ? fromWireMoney(now.limit) : (parseAmountInput(asked) ?? 0), period);
}

/** One period: the customer's limit (with a change waiting), the shop's, what was spent, and the forms. */
export function SpendLimitPeriod({ period, limit, system, spent }: SpendLimitPeriodProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const add = usePutSpendLimit();
  const edit = usePostSpendLimit();
  const remove = useDeleteSpendLimit();
  const toasts = useToasts();
  const { adjective, noun } = limitPeriodLabels[period];

  async function save(value: string) {
    const result = limit
      ? await edit.mutateAsync({ period, limit: value })
      : await add.mutateAsync({ period, limit: value });
    setEditing(false);
    toasts.show({ title: 'Spend limit', message: changedMessage(result, period, value) });
  }

  async function removeLimit() {
    if (!limit) return;
    try {
      await remove.mutateAsync(limit.id);
      toasts.show({
        title: 'Spend limit',
        message: `Your ${adjective.toLowerCase()} spend limit ends in 24 hours.`,
      });
    } catch (error) {
      // A 422 says why in its first message; anything else just refetches (account-area §8).
      if (error instanceof ApiError && error.status === 422)
        toasts.show({
          title: SPEND_LIMIT_NOT_REMOVED_TITLE,
          message: error.messages[0]?.message ?? error.message,
        });
    }
  }

  const removing = limit?.pending !== undefined && limit?.pending !== null && limit.pending.limit === null;
  return (
    <section className="limit-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{adjective} spend limit</h2>
      <p className="limit-amount">{limit ? `${formatWireMoney(limit.limit)} per ${noun}` : 'No limit set'}</p>
      <PendingNote pending={limit?.pending ?? null} />
      <dl className="limit-facts">
        {system ? (
          <div>
            <dt>Fairdraw’s limit</dt>
            <dd>
              {formatWireMoney(system)} per {noun}
            </dd>
          </div>
        ) : null}
        {spent ? (
          <div>
            <dt>Spent {limitWindowText(period)}</dt>
            <dd>{formatWireMoney(spent)}</dd>
          </div>
        ) : null}
      </dl>
      {editing ? (
        <LimitAmountForm
          label={`${adjective} limit in dollars`}
          submitLabel={limit ? 'Save limit' : 'Set limit'}
          maxCents={system ? fromWireMoney(system) : undefined}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="limit-actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {limit ? `Change ${adjective.toLowerCase()} limit` : `Set a ${adjective.toLowerCase()} limit`}
          </button>
          {limit && !removing ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={remove.isPending}
              onClick={() => void removeLimit()}
            >
              Remove {adjective.toLowerCase()} limit
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
