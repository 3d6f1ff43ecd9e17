import { useMemo, useState } from 'react';
import type { DepositOptions } from '../../../lib/payment-parts';
import { usePaymentMethods } from '../api/get-payment-methods';
import { applePaySupported } from '../utils/apple-pay';
import { depositOptions } from '../utils/deposit-options';

/** The deposit methods with the customer's cards and the wallets this device can use. */
export function useDepositOptions(): DepositOptions {
  const methods = usePaymentMethods('deposit');
  // Whether the device can pay with Apple Pay does not change while the page is open.
  const [applePay] = useState(() => applePaySupported());
  const options = useMemo(
    () => (methods.data ? depositOptions(methods.data, applePay) : []),
    [methods.data, applePay],
  );
  const cardMethod = methods.data?.find((method) => method.code === 'cc' && method.rules.enabled);
  return { methods, options, cardMethod };
}
