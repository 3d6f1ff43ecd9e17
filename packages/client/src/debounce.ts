// Debounced writes (shop-core §7, §9): only the last call within the quiet period runs, and every
// caller of that period gets its result, so a form can await its own submit.

export const WRITE_DEBOUNCE_MS = 500;
export const ADD_TO_CART_DEBOUNCE_MS = 1000;

export type Debouncer<T> = (task: () => T | Promise<T>) => Promise<T>;

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function createDebouncer<T>(ms: number = WRITE_DEBOUNCE_MS): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Waiter<T>[] = [];

  return (task) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      clearTimeout(timer);
      // Each call replaces the timer, so the task that finally runs is the last one asked for.
      timer = setTimeout(() => {
        const settled = waiting;
        waiting = [];
        timer = undefined;
        Promise.resolve()
          .then(task)
          .then(
            (value) => settled.forEach((waiter) => waiter.resolve(value)),
            (error: unknown) => settled.forEach((waiter) => waiter.reject(error)),
          );
      }, ms);
    });
}

/** `fn` wrapped so that bursts of calls run it once, with the last call's arguments. */
export function debounce<A extends unknown[], R>(
  fn: (...args: A) => R | Promise<R>,
  ms: number = WRITE_DEBOUNCE_MS,
): (...args: A) => Promise<R> {
  const debouncer = createDebouncer<R>(ms);
  return (...args) => debouncer(() => fn(...args));
}
