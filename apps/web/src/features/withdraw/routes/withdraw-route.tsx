import { Link } from 'react-router';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useWithdrawableFunds } from '../api/get-withdrawable-funds';
import { usePaymentMethods } from '../../../lib/payment-parts';
import { VerificationRestriction } from '../components/verification-restriction';
import { WithdrawForm } from '../components/withdraw-form';
import { WithdrawableFundsPanel } from '../components/withdrawable-funds-panel';
import '../withdraw.css';

/** /my-account/withdraw (capability wallet_withdrawal): withdrawable funds, where to, how much. */
export function WithdrawRoute() {
  useDocumentTitle('Withdraw');
  const funds = useWithdrawableFunds();
  const methods = usePaymentMethods('withdrawal');
  const blocked = funds.data?.blockReason ?? null;

  let body;
  if (blocked) body = <VerificationRestriction reason={blocked} />;
  else if (methods.isPending) body = <ListSkeleton label="Loading where you can withdraw to" count={1} />;
  else if (methods.isError)
    body = (
      <ErrorState
        message="We couldn't load your withdrawal options."
        onRetry={() => void methods.refetch()}
      />
    );
  else body = <WithdrawForm methods={methods.data} funds={funds.data} />;

  return (
    <div className="withdraw-page">
      <h1>Withdraw</h1>
      <WithdrawableFundsPanel query={funds} />
      {body}
      <p>
        <Link to="/my-account/transactions">See your transactions</Link>
      </p>
    </div>
  );
}
