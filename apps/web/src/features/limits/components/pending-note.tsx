import type { PendingLimit } from '@fairdraw/contracts';
import { formatLimitTime } from '@fairdraw/domain';
import { formatWireMoney } from '../../../components/ui/money';

/** A raise or removal waiting its 24 hours, and when it applies. */
export function PendingNote({ pending }: { pending: PendingLimit | null }) {
  if (!pending) return null;
  const when = formatLimitTime(new Date(pending.effectiveAt));
  return (
    <p className="limit-pending">
      {pending.limit ? `Goes up to ${formatWireMoney(pending.limit)} on ${when}.` : `Ends on ${when}.`}{' '}
      Raising or removing a limit takes 24 hours; lowering it applies at once.
    </p>
  );
}
