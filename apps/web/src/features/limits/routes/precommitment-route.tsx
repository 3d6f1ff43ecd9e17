import { useDocumentTitle } from '../../../lib/document-title';
import { useDeletePrecommitment } from '../api/delete-precommitment';
import { usePrecommitment } from '../api/get-precommitment';
import { usePostPrecommitment } from '../api/post-precommitment';
import { SingleLimitPanel } from '../components/single-limit-panel';
import '../limits.css';

export const precommitmentUpdatedMessage = (amount: string, period: string) =>
  `Precommitment limit updated to ${amount} per ${period}`;

/** /my-account/precommitment-limit: one limit on spending over any 30 days. */
export function PrecommitmentRoute() {
  useDocumentTitle('Precommitment limit');
  const query = usePrecommitment();
  const save = usePostPrecommitment();
  const remove = useDeletePrecommitment();
  return (
    <div className="account-page limits-page">
      <h1>Precommitment limit</h1>
      <SingleLimitPanel
        title="Precommitment limit"
        description="Commit in advance to the most you will spend on tickets in any 30 days. Lowering it applies at once; raising or removing it takes 24 hours."
        usedLabel="Spent"
        query={query}
        save={(limit) => save.mutateAsync(limit)}
        remove={() => remove.mutateAsync()}
        updatedMessage={precommitmentUpdatedMessage}
      />
    </div>
  );
}
