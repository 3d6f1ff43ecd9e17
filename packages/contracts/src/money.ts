import { z } from 'zod';

/** Money on the wire: a string decimal with two places and an ISO currency. Never a float. */
export const moneySchema = z.object({
  amount: z.string().regex(/^-?\d+\.\d{2}$/),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;
