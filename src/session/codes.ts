/**
 * Refusals that are not rules but the app's: storage and files (game-session.ts, game-files.ts),
 * no open game (stores/game.ts), a start that threw (composables/use-new-game.ts). Listed once;
 * the registry entries derive from the list.
 */
export const SESSION_REFUSALS = ['stale-game', 'storage-failed', 'unreadable-file', 'no-game', 'start-failed'] as const

declare module '../domain/kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof SESSION_REFUSALS)[number], true> {}
}
