/**
 * Refusals of the two domain files that sit above the modules: composing rules (rules.ts) and
 * reading game files (game-file.ts), and undo to a line of the log (undo-to.ts). Each group is listed once; the registry entries derive from it.
 */
export const RULES_REFUSALS = ['unknown-rules', 'not-in-this-game'] as const

export const FILE_REFUSALS = ['bad-game-file', 'file-too-large', 'newer-game-file'] as const

export const UNDO_TO_REFUSALS = ['setup-stays', 'not-in-effect'] as const

declare module './kernel/registry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RefusalCodeRegistry extends Record<(typeof RULES_REFUSALS)[number] | (typeof FILE_REFUSALS)[number] | (typeof UNDO_TO_REFUSALS)[number], true> {}
}
