// What other features use from features/payments: its forms, the payment-method reads and the rules of
// a deposit's choices. Features never import each other, so the app supplies these from the payments
// feature with each money page (app/account-routes.tsx) and a feature reads them here.
import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  BankAccountKind,
  CardGateway,
  CardGatewayKey,
  Deposit,
  DepositBody,
  Fund,
  Message,
  PaymentMethod,
  WalletDepositMethod,
} from '@fairdraw/contracts';
import type { TextFieldProps } from '../components/ui/form-fields';

/** Payment methods for deposits (cards, wallets) or for withdrawals (bank accounts). */
export type FundListKind = 'deposit' | 'withdrawal';

/** Every list of payment methods is cached under this key, so a saved card or account refreshes them. */
export const PAYMENT_METHODS_QUERY_KEY = ['payment-methods'] as const;

/** One way to pay a deposit: a saved card, or a wallet through its gateway. */
export type DepositOption =
  | { kind: 'card'; key: string; label: string; method: PaymentMethod; fund: Fund }
  | {
      kind: 'wallet';
      key: string;
      label: string;
      method: PaymentMethod;
      code: WalletDepositMethod;
      gateway: CardGatewayKey;
    };

export interface DepositOptions {
  methods: UseQueryResult<PaymentMethod[]>;
  options: DepositOption[];
  cardMethod: PaymentMethod | undefined;
}

export interface ApprovalNotice {
  title: string;
  message: string;
}

export interface LeaveForApproval {
  notice: ApprovalNotice | null;
  /** Leaves for the deposit's approval page; false (and stays) when there is nowhere safe to go. */
  leaveFor: (deposit: Deposit, messages: Message[]) => boolean;
}

type OnAdded = (fund: Fund) => Promise<void> | void;
type FieldProps = Pick<TextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'ref'>;

export interface AddCardFormProps {
  tokeniseUrl: string;
  onAdded: OnAdded;
}

export interface BankAccountFormProps {
  /** The kinds the customer may add (PayID only where offered). */
  types: readonly BankAccountKind[];
  onAdded: OnAdded;
  onCancel?: () => void;
}

export interface DepositFieldsProps {
  options: readonly DepositOption[];
  chosen: DepositOption | undefined;
  onChoose: (option: DepositOption) => void;
  amount: FieldProps;
  amountHint: ReactNode;
  csc: FieldProps;
}

/** The deposit rules the deposit page and the cart's top-up share. */
export interface DepositRules {
  depositOptions(methods: readonly PaymentMethod[], applePay: boolean): DepositOption[];
  initialOption(options: readonly DepositOption[]): DepositOption | undefined;
  /** In cents. */
  depositLimits(option: DepositOption): { min: number; max: number };
  cscDigits(option: DepositOption | undefined): number | null;
  cscProblem(option: DepositOption | undefined, csc: string): string | null;
  depositBody(option: DepositOption, cents: number, how: { checkout: boolean; csc?: string }): DepositBody;
  approverName(methodCode: Deposit['methodCode']): string;
}

export interface PaymentParts extends DepositRules {
  AddCardForm: ComponentType<AddCardFormProps>;
  AddCardToggle: ComponentType<{ onAdded: OnAdded }>;
  BankAccountForm: ComponentType<BankAccountFormProps>;
  DepositFields: ComponentType<DepositFieldsProps>;
  usePaymentMethods: (kind: FundListKind) => UseQueryResult<PaymentMethod[]>;
  useCardGateways: () => UseQueryResult<CardGateway[]>;
  useDepositOptions: () => DepositOptions;
  useLeaveForApproval: () => LeaveForApproval;
}

const PaymentPartsContext = createContext<PaymentParts | null>(null);

export function PaymentPartsProvider({ parts, children }: { parts: PaymentParts; children: ReactNode }) {
  return <PaymentPartsContext.Provider value={parts}>{children}</PaymentPartsContext.Provider>;
}

function usePaymentParts(): PaymentParts {
  const parts = useContext(PaymentPartsContext);
  if (!parts) throw new Error('The payment parts come with a money page (app/account-routes.tsx).');
  return parts;
}

export function useDepositRules(): DepositRules {
  return usePaymentParts();
}

export function usePaymentMethods(kind: FundListKind): UseQueryResult<PaymentMethod[]> {
  return usePaymentParts().usePaymentMethods(kind);
}

export function useCardGateways(): UseQueryResult<CardGateway[]> {
  return usePaymentParts().useCardGateways();
}

export function useDepositOptions(): DepositOptions {
  return usePaymentParts().useDepositOptions();
}

export function useLeaveForApproval(): LeaveForApproval {
  return usePaymentParts().useLeaveForApproval();
}

export function AddCardForm(props: AddCardFormProps) {
  const { AddCardForm: Form } = usePaymentParts();
  return <Form {...props} />;
}

export function AddCardToggle(props: { onAdded: OnAdded }) {
  const { AddCardToggle: Toggle } = usePaymentParts();
  return <Toggle {...props} />;
}

export function BankAccountForm(props: BankAccountFormProps) {
  const { BankAccountForm: Form } = usePaymentParts();
  return <Form {...props} />;
}

export function DepositFields(props: DepositFieldsProps) {
  const { DepositFields: Fields } = usePaymentParts();
  return <Fields {...props} />;
}
