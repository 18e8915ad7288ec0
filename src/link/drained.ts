/**
 * Resolves once a chain of queued work has run out, work queued meanwhile included: `tail` reads
 * the chain's end afresh (the guest's and the host's `work`), and a failed task does not reject.
 */
export async function drained(tail: () => Promise<unknown>): Promise<void> {
  let seen: Promise<unknown>
  do {
    seen = tail()
    await seen.catch(() => undefined)
  } while (seen !== tail())
}
