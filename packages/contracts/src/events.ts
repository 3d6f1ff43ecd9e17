import { z } from 'zod';

/** POST /event: a client event (analytics, feedback). Passive: it never changes what a customer sees. */
export const clientEventSchema = z.object({
  category: z.enum(['user', 'analytics', 'system']),
  eventType: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'Use lower-case letters, digits and underscores.'),
  name: z.string().min(1).max(64),
  source: z.string().max(512).optional(),
  variant: z.string().max(64).optional(),
  properties: z
    .record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type ClientEvent = z.infer<typeof clientEventSchema>;

export const clientEventResultSchema = z.object({ accepted: z.literal(true) });
