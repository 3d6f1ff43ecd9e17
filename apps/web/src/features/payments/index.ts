// What the app shell takes from payments (features never import each other; the app composes them).
import type { PaymentParts } from '../../lib/payment-parts';
import { useCardGateways } from './api/get-card-gateways';
import { usePaymentMethods } from './api/get-payment-methods';
import { AddCardForm } from './components/add-card-form';
import { AddCardToggle } from './components/add-card-toggle';
import { BankAccountForm } from './components/bank-account-form';
import { DepositFields } from './components/deposit-fields';
import { useDepositOptions } from './hooks/use-deposit-options';
import { approverName, useLeaveForApproval } from './hooks/use-leave-for-approval';
import {
  cscDigits,
  cscProblem,
  depositBody,
  depositLimits,
  depositOptions,
  initialOption,
} from './utils/deposit-options';

/** The forms, reads and deposit rules other features reach through lib/payment-parts. */
export const paymentParts: PaymentParts = {
  AddCardForm,
  AddCardToggle,
  BankAccountForm,
  DepositFields,
  usePaymentMethods,
  useCardGateways,
  useDepositOptions,
  useLeaveForApproval,
  depositOptions,
  initialOption,
  depositLimits,
  cscDigits,
  cscProblem,
  depositBody,
  approverName,
};
