import type { WithdrawalStatus } from '@fairdraw/contracts';

export const statusTexts: Record<WithdrawalStatus, string> = {
  pending: 'Pending: waiting to be paid',
  paid: 'Paid',
  rejected: 'Rejected: the money is back in your wallet',
  cancelled: 'Cancelled: the money is back in your wallet',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <span className={`withdraw-status withdraw-status-${status}`}>{statusTexts[status]}</span>;
}
