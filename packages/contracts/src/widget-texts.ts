import { z } from 'zod/mini';

// The json items the site widgets read their words from (decision 0043). The web checks each item
// against its shape and keeps its own words for one that is missing or does not fit. Written with zod's
// tree-shakable build, since the home page's first load checks them and carries only what they use.

const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const line = text(1, 300);

export const widgetTextSchemas = {
  /** The reasons to buy on the home page. */
  'home.usp': z.array(z.object({ title: text(1, 60), text: line })).check(z.minLength(1), z.maxLength(4)),
  /** The company behind the shop, for the footer. */
  'widgets.company': z.object({
    name: text(1, 120),
    abn: z.string().check(z.regex(/^\d{2} \d{3} \d{3} \d{3}$/, 'Write an ABN as 12 345 678 901.')),
    licence: line,
    address: line,
    /** Where raffles' free postal entries go, one line each (decision 0050); each raffle's terms name it too. */
    freeEntryAddress: z.optional(z.array(text(1, 80)).check(z.minLength(2), z.maxLength(4))),
  }),
  /** How a raffle ticket supports causes, on the charity pages. */
  'widgets.charity-support': z.object({
    title: text(1, 80),
    text: line,
    points: z.array(line).check(z.maxLength(4)),
    linkLabel: text(1, 60),
  }),
  /** The help banner on play pages; the phone, e-mail and hours come from the config. */
  'widgets.product-support': z.object({ title: text(1, 80), text: line }),
  /** The invitation to partners; `topic` is the contact form topic it opens with. */
  'widgets.affiliate': z.object({
    title: text(1, 80),
    text: line,
    linkLabel: text(1, 60),
    topic: text(1, 60),
  }),
} as const;
export type WidgetTextId = keyof typeof widgetTextSchemas;
export type WidgetText<Id extends WidgetTextId> = z.infer<(typeof widgetTextSchemas)[Id]>;
