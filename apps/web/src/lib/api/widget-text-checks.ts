import type { WidgetText, WidgetTextId } from '@fairdraw/contracts';

// The site widgets' words checked against their shapes without a schema library, so the home page's
// first load carries no zod (decision 0075). Each check mirrors its entry of `widgetTextSchemas` in
// @fairdraw/contracts, which stays the description of the shapes; widget-text-checks.test.ts holds the
// two to the same answers. A check gives the words with only the shape's keys, as zod's parse does, or
// FAIL.

const FAIL: unique symbol = Symbol('fail');
type Checked<T> = T | typeof FAIL;
type Check<T> = (value: unknown) => Checked<T>;

const text =
  (min: number, max: number): Check<string> =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max ? value : FAIL;

const line = text(1, 300);

function list<T>(item: Check<T>, min: number, max: number): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return FAIL;
    const items: T[] = [];
    for (const entry of value) {
      const checked = item(entry);
      if (checked === FAIL) return FAIL;
      items.push(checked);
    }
    return items;
  };
}

type Shape = Record<string, Check<unknown>>;
type Fields<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, typeof FAIL> };

/** An object with these keys (others are dropped); a key listed in `optional` may be missing. */
function object<S extends Shape>(shape: S, optional: readonly (keyof S)[] = []): Check<Fields<S>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return FAIL;
    const record = value as Record<string, unknown>;
    const fields: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      if (record[key] === undefined && optional.includes(key)) continue;
      const checked = check(record[key]);
      if (checked === FAIL) return FAIL;
      fields[key] = checked;
    }
    return fields as Fields<S>;
  };
}

const abn: Check<string> = (value) =>
  typeof value === 'string' && /^\d{2} \d{3} \d{3} \d{3}$/.test(value) ? value : FAIL;

const widgetTextChecks: { [Id in WidgetTextId]: Check<unknown> } = {
  'home.usp': list(object({ title: text(1, 60), text: line }), 1, 4),
  'widgets.company': object(
    {
      name: text(1, 120),
      abn,
      licence: line,
      address: line,
      freeEntryAddress: list(text(1, 80), 2, 4),
    },
    ['freeEntryAddress'],
  ),
  'widgets.charity-support': object({
    title: text(1, 80),
    text: line,
    points: list(line, 0, 4),
    linkLabel: text(1, 60),
  }),
  'widgets.product-support': object({ title: text(1, 80), text: line }),
  'widgets.affiliate': object({ title: text(1, 80), text: line, linkLabel: text(1, 60), topic: text(1, 60) }),
};

/** Every widget's id, in the order of its shapes. */
export const WIDGET_TEXT_IDS = Object.keys(widgetTextChecks) as WidgetTextId[];

/** The words when `value` has the shape of widget `id`'s words, else null. */
export function checkWidgetText<Id extends WidgetTextId>(id: Id, value: unknown): WidgetText<Id> | null {
  const checked = widgetTextChecks[id](value);
  return checked === FAIL ? null : (checked as WidgetText<Id>);
}
