import { Link } from 'react-router';
import type { WithdrawalBlockReason } from '@fairdraw/contracts';

const texts: Record<WithdrawalBlockReason, string> = {
  verification_required: 'Please verify your identity before you withdraw.',
  verification_overdue:
    'Withdrawals are paused until you verify your identity: the time to verify has passed.',
};

/** Shown instead of the form while withdrawals are blocked (decision 0020 `withdrawalBlock`). */
export function VerificationRestriction({ reason }: { reason: WithdrawalBlockReason }) {
  return (
    <div className="withdraw-restriction" role="alert">
      <h2>Verify your identity to withdraw</h2>
      <p>{texts[reason]}</p>
      <p>
        <Link className="button" to="/my-account/verify-account">
          Verify my identity
        </Link>
      </p>
    </div>
  );
}
