import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { CodeConfirmForm } from './code-confirm-form';
import { EmailedCodeNotice } from './emailed-code-notice';

/** Switching to codes e-mailed at each sign-in: a code goes to the account's address, typed back here. */
export function EmailCodesSetup({
  email,
  onDone,
  onCancel,
}: {
  email: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor('email');
  return (
    <CodeConfirmForm
      id="email-codes-title"
      title="Use codes sent by e-mail"
      confirm={(code) => confirm.mutateAsync(code)}
      onDone={onDone}
      onCancel={onCancel}
    >
      <EmailedCodeNotice email={email} />
    </CodeConfirmForm>
  );
}
