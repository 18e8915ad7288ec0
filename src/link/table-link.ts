/**
 * Joins the room's transport (transport.ts) to the table link's host and guest (link-core's
 * TableHost / TableGuest). Placeholder until link-core lands on this branch.
 */
export function openHostLink(_game: unknown): Promise<{ problem: string }> {
  return Promise.resolve({ problem: 'The players’ phones are not in this build yet.' })
}

export function openGuestLink(_token: string, _signaling: string | undefined): Promise<{ problem: string }> {
  return Promise.resolve({ problem: 'The players’ phones are not in this build yet.' })
}
