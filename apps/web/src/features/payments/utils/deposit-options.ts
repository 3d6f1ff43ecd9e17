// The ways a deposit can be paid (account-area §3 "Funds and payment methods"): each saved card of the
// card method, and each enabled wallet. The deposit page and the cart's top-up offer the same list.
import { walletDepositMethods } from '@fairdraw/contracts';
import type {
  CardGatewayKey,
  DepositBody,
  Fund,
  PaymentMethod,
  WalletDepositMethod,
} from '@fairdraw/contracts';
import {
  browserInfo,
  cscLength,
  fromWireMoney,
  groupedCardNumber,
  toWireMoney,
  WALLET_NAMES,
  type CardBrand,
} from '@fairdraw/domain';
import type { DepositOption } from '../../../lib/payment-parts';

const cardLabel = (fund: Fund) =>
  fund.card ? `${fund.card.brand} ${groupedCardNumber(fund.card.lastFour, fund.card.numberLength)}` : fund.id;

const isWallet = (code: string): code is WalletDepositMethod =>
  (walletDepositMethods as readonly string[]).includes(code);

/** The gateway a method's deposits go through: its first gateway rule, else its first gateway. */
export function methodGateway(method: PaymentMethod): CardGatewayKey | null {
  return method.rules.gatewayRules[0]?.gateway ?? method.availableGateways[0] ?? null;
}

/**
 * Saved cards first (in the server's order), then the enabled wallets that have a gateway. Apple Pay
 * only where the device supports it (account-area §5).
 */
export function depositOptions(methods: readonly PaymentMethod[], applePay: boolean): DepositOption[] {
  const enabled = methods.filter((method) => method.rules.enabled);
  const cards = enabled
    .filter((method) => method.code === 'cc')
    .flatMap((method) =>
      method.funds
        .filter((fund) => fund.card)
        .map((fund): DepositOption => ({
          kind: 'card',
          key: `card:${fund.id}`,
          label: `${cardLabel(fund)}${fund.default ? ' (default)' : ''}`,
          method,
          fund,
        })),
    );
  const wallets = enabled.flatMap((method): DepositOption[] => {
    const { code } = method;
    const gateway = methodGateway(method);
    if (!isWallet(code) || gateway === null || (code === 'ap' && !applePay)) return [];
    return [{ kind: 'wallet', key: `wallet:${code}`, label: WALLET_NAMES[code], method, code, gateway }];
  });
  return [...cards, ...wallets];
}

/** The customer's default card, else the first card, else the first wallet. */
export function initialOption(options: readonly DepositOption[]): DepositOption | undefined {
  return (
    options.find((option) => option.kind === 'card' && option.fund.default) ??
    options.find((option) => option.kind === 'card') ??
    options[0]
  );
}

/** The smallest and largest deposit the option's method takes, in cents. */
export function depositLimits(option: DepositOption): { min: number; max: number } {
  return {
    min: fromWireMoney(option.method.rules.minAmount),
    max: fromWireMoney(option.method.rules.maxAmount),
  };
}

/** How many digits the option's security code has, or null when none is asked (wallets, or not required). */
export function cscDigits(option: DepositOption | undefined): number | null {
  if (option?.kind !== 'card' || !option.method.rules.gatewayRules[0]?.cscRequired) return null;
  return option.fund.card ? cscLength(option.fund.card.brand as CardBrand) : 3;
}

/** The security-code rule beyond "required": the card's exact number of digits. */
export function cscProblem(option: DepositOption | undefined, csc: string): string | null {
  const digits = cscDigits(option);
  if (digits === null || csc === '' || new RegExp(`^\\d{${digits}}$`).test(csc)) return null;
  return `Please enter the ${digits} digit security code from your card.`;
}

/** What the browser tells the bank for 3-D Secure (colour depth rounded by the shared rule). */
export function currentBrowserInfo() {
  return browserInfo({
    language: navigator.language,
    colorDepth: window.screen.colorDepth,
    screenHeight: window.screen.height,
    screenWidth: window.screen.width,
    viewportWidth: window.innerWidth,
    timezoneOffset: new Date().getTimezoneOffset(),
    origin: window.location.origin,
  });
}

/**
 * The deposit body (account-area §3 "Deposit body"): a saved card's with its security code and the
 * 3-D Secure browser info, or a wallet's with its method code and gateway.
 */
export function depositBody(
  option: DepositOption,
  cents: number,
  { checkout, csc }: { checkout: boolean; csc?: string },
): DepositBody {
  if (option.kind === 'wallet')
    return {
      amount: toWireMoney(cents),
      checkout,
      depositMethodCode: option.code,
      gatewayKey: option.gateway,
    };
  const gateway = methodGateway(option.method);
  return {
    amount: toWireMoney(cents),
    checkout,
    depositMethodCode: option.method.code,
    ...(gateway ? { gatewayKey: gateway } : {}),
    customerFundId: option.fund.id,
    ...(cscDigits(option) !== null ? { csc: csc ?? '' } : {}),
    strongCustomerAuthentication: currentBrowserInfo(),
  };
}
