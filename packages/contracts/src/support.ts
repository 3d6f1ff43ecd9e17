// The contact page's support form (shop-core §1 "customer support block"): a message that reaches
// customer care, answered by e-mail. Signed in or not, the sender gives a name and an address.
import { z } from 'zod';

export const SUPPORT_MESSAGE_MAX = 4000;

export const supportMessageBodySchema = z.object({
  topic: z.string().trim().min(1, 'Please choose a topic.').max(60),
  name: z.string().trim().min(1, 'This field is required').max(100),
  email: z.email('Please enter a valid email address.').max(254),
  message: z
    .string()
    .trim()
    .min(10, 'Please tell us a little more (at least 10 characters).')
    .max(SUPPORT_MESSAGE_MAX, `Please keep your message under ${SUPPORT_MESSAGE_MAX} characters.`),
});
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

export const supportMessageResultSchema = z.object({
  /** What customer care and the customer quote: `FD-7K2M9Q`. */
  reference: z.string(),
});

export const supportMessageSchema = supportMessageBodySchema.extend({
  reference: z.string(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
