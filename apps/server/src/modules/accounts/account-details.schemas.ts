// The my-details body as the server checks it: the contract's shape plus the same field rules the
// web form uses (@fairdraw/domain `customerDetailsRules`), each reported under its own field.
import type { z } from 'zod';
import { customerDetailsBodySchema } from '@fairdraw/contracts';
import { customerDetailsRules, type FieldValue, type Validator } from '@fairdraw/domain';

function withRules<T extends z.ZodType>(schema: T, rules: readonly Validator[]): T {
  return schema.superRefine((value, context) => {
    for (const rule of rules) {
      const message = rule(value as FieldValue);
      if (message !== null) {
        context.addIssue({ code: 'custom', message });
        return;
      }
    }
  });
}

const fields = customerDetailsBodySchema.shape;

export const customerDetailsRequestSchema = customerDetailsBodySchema.extend({
  email: withRules(fields.email, customerDetailsRules.email),
  phone: withRules(fields.phone, customerDetailsRules.phone),
  postcode: withRules(fields.postcode, customerDetailsRules.postcode),
});
