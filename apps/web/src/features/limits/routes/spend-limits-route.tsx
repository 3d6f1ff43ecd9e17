import { limitPeriods } from '@fairdraw/contracts';
import { useHasCapabilities } from '../../../lib/capabilities';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDeleteDepositLimit } from '../api/delete-deposit-limit';
import { useDepositLimit } from '../api/get-deposit-limit';
import { useSpendLimits } from '../api/get-spend-limits';
import { usePostDepositLimit } from '../api/post-deposit-limit';
import { SingleLimitPanel } from '../components/single-limit-panel';
import { SpendLimitPeriod } from '../components/spend-limit-period';
import '../limits.css';

export const depositLimitUpdatedMessage = (amount: string, period: string) =>
  `Deposit limit updated to ${amount} per ${period}`;

/** /my-account/spend-limits (capability spend_limits): a limit per period, and the weekly deposit limit. */
export function SpendLimitsRoute() {
  useDocumentTitle('Spend limits');
  const limits = useSpendLimits();
  const canLimitDeposits = useHasCapabilities('deposit_limits');
  const deposit = useDepositLimit();
  const saveDeposit = usePostDepositLimit();
  const removeDeposit = useDeleteDepositLimit();
  const data = limits.data;
  return (
    <div className="account-page limits-page">
      <h1>Spend limits</h1>
      <p>
        Choose how much you can spend on tickets in any 24 hours, 7 days or 30 days. Lowering a limit applies
        at once; raising or removing one takes 24 hours.
      </p>
      {limits.isPending ? (
        <ListSkeleton label="Loading your spend limits" count={3} />
      ) : limits.isError || !data ? (
        <ErrorState message="We couldn't load your spend limits." onRetry={() => void limits.refetch()} />
      ) : (
        <div className="limit-cards">
          {(data.availablePeriods.length > 0 ? data.availablePeriods : [...limitPeriods]).map((period) => (
            <SpendLimitPeriod
              key={period}
              period={period}
              limit={data.customerLimits.find((limit) => limit.period === period)}
              system={data.systemLimits.find((limit) => limit.period === period)?.limit}
              spent={data.spent.find((row) => row.period === period)?.amount}
            />
          ))}
        </div>
      )}
      {canLimitDeposits ? (
        <SingleLimitPanel
          id="deposit-limit"
          title="Weekly deposit limit"
          description="The most you can deposit into your wallet in any 7 days."
          usedLabel="Deposited"
          query={deposit}
          save={(limit) => saveDeposit.mutateAsync(limit)}
          remove={() => removeDeposit.mutateAsync()}
          updatedMessage={depositLimitUpdatedMessage}
        />
      ) : null}
    </div>
  );
}
