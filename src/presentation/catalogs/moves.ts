import { defineCatalog } from '../i18n/words'
import type { SupplyRow } from '../../domain/kernel/ids'

/**
 * What a command would do, line by line, under the action forms: the money each power moves, the
 * prices, and what to move on the physical board and cards.
 */
export const MOVES = {
  receives: '{power} receives {amount}',
  pays: '{power} pays {amount}',
  priceChange: '{resource} {from} → {to}',
  holds: '{power} holds {n} {resource}',
  marketStays: 'Leave the {resource} market meter where it is (end of the Price Index)',
  marketLeft: 'Move the {resource} market meter {n} spot left, to {price} | Move the {resource} market meter {n} spots left, to {price}',
  marketRight: 'Move the {resource} market meter {n} spot right, to {price} | Move the {resource} market meter {n} spots right, to {price}',
  supplyStays: "{power}'s {row} supply meter stays at {to}",
  supplyStaysLost: "{power}'s {row} supply meter stays at {to}; {lost} lost (the row is full)",
  supplyLeft: "Move {power}'s {row} supply meter {n} spot left, to {to} | Move {power}'s {row} supply meter {n} spots left, to {to}",
  supplyRight: "Move {power}'s {row} supply meter {n} spot right, to {to} | Move {power}'s {row} supply meter {n} spots right, to {to}",
  supplyLeftLost: "Move {power}'s {row} supply meter {n} spot left, to {to}; {lost} lost (the row is full) | Move {power}'s {row} supply meter {n} spots left, to {to}; {lost} lost (the row is full)",
  supplyRightLost: "Move {power}'s {row} supply meter {n} spot right, to {to}; {lost} lost (the row is full) | Move {power}'s {row} supply meter {n} spots right, to {to}; {lost} lost (the row is full)",
  loanMeter: "Set {power}'s bank-loan meter to {amount} (interest {interest} per turn)",
  forces: '{power} {force}: {from} → {to}',
  giveCard: 'Give {power} the card {name} ({territory}, {n} {resource})',
  takeCard: 'Take the card {name} from {power}',
  turnUp: "Turn {power}'s card {name} face up (open)",
  turnDown: "Turn {power}'s card {name} face down (closed)",
  grain: 'grain',
  oil: 'oil',
  minerals: 'minerals',
  nukes: 'nukes',
  lstars: 'l-stars',
} as const

export const moveWords = defineCatalog('moves', MOVES)

/** A resource or supply row inside a sentence ("3 oil", "the oil market meter"): lower case in English. */
export const rowInSentence = (row: SupplyRow): string => moveWords(row)
