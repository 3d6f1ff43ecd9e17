// Handing the customer to whoever approves a payment: the bank's 3-D Secure page for a challenged card,
// the wallet's own page for Apple Pay, Google Pay and PayPal. A full page navigation, not a route: the
// approval page is not part of the shop's app, and it sends the browser back to the return pages.
import { useState } from 'react';
import type { Deposit, Message, WalletDepositMethod } from '@fairdraw/contracts';
import { DEPOSIT_PENDING } from '@fairdraw/contracts';
import { isAllowedRedirectUrl, WALLET_NAMES } from '@fairdraw/domain';
import { useLeavePage } from '../../../lib/leave-page';
import type { ApprovalNotice, LeaveForApproval } from '../../../lib/payment-parts';

/** Who approves a deposit, as the customer reads it: "PayPal", or "your bank" for a card. */
export function approverName(methodCode: Deposit['methodCode']): string {
  return methodCode === 'cc' ? 'your bank' : WALLET_NAMES[methodCode as WalletDepositMethod];
}

/** The server's `deposit_pending` message ("Action Required"), or the same words made here. */
export function approvalNotice(deposit: Pick<Deposit, 'methodCode'>, messages: Message[]): ApprovalNotice {
  const pending = messages.find((message) => message.code === DEPOSIT_PENDING);
  const approver = approverName(deposit.methodCode);
  return {
    title: pending?.title ?? 'Action Required',
    message:
      pending?.message ??
      (deposit.methodCode === 'cc'
        ? 'Your bank needs you to approve this payment.'
        : `Continue to ${approver} to approve this payment.`),
  };
}

/**
 * Leaves for a deposit's `actionUrl`, saying why while the next page loads. Answers false (and stays)
 * when there is nowhere safe to go, so the caller can say the payment did not go through.
 */
export function useLeaveForApproval(): LeaveForApproval {
  const leave = useLeavePage();
  const [notice, setNotice] = useState<ApprovalNotice | null>(null);
  function leaveFor(deposit: Deposit, messages: Message[]): boolean {
    if (!deposit.actionUrl || !isAllowedRedirectUrl(deposit.actionUrl)) return false;
    setNotice(approvalNotice(deposit, messages));
    leave(deposit.actionUrl);
    return true;
  }
  return { notice, leaveFor };
}
