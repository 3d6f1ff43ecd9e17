// The days of the week as the catalogue names a draw's day. Plain values in a module of their own, so the
// code that needs only them (the shop's Sydney clock) does not carry the catalogue's schemas with it.
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];
