// The embedded database runs on the server's own thread, and its queries resolve without going back to
// the event loop: a job working through many draws would hold every request until it finished (a new
// demo shop's past draws took seconds). Between two pieces of its work a job lets waiting requests in.
export function letRequestsIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
