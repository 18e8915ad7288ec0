/**
 * Numbers that printings and groups differ on; chosen at setup and stored with the game. Each
 * module adds its own settings here by declaration merging (the Price Index, loan interest, the
 * agreed end of the game...).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameSettings {}
