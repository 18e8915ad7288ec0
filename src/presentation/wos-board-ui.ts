/**
 * Wording and arrangement for War of Supremacy's Board tab: the form chips' colours (each with its
 * name), the Territories-won stars, the deck-out confirm, and which creatures a change killed.
 * No rule here: who dies and why is the rules' answer (their state before and after a command).
 */
import { COMBAT_FORMS, COMBAT_FORM_NAMES, DIE_FACES, type CombatForm, type WosState } from '../domain/modules/war-of-supremacy'
import { wosBoardWords as w } from './catalogs/wos-board'
import { formatList } from './i18n/numbers'

/** A combat form as a chip: its name always beside the colour (the colour alone never tells). */
export interface FormChip {
  form: CombatForm
  label: string
  /** The colour's name, for the legend and screen readers ("green"). */
  colour: string
}

const FORM_COLOURS = { wild: 'colourWild', magic: 'colourMagic', blade: 'colourBlade' } as const satisfies Record<CombatForm, string>

/** The label is the form's name as printed on the cards; the colour's name is read in the reader's language (a getter). */
export const FORM_CHIPS: readonly FormChip[] = COMBAT_FORMS.map((form) => ({
  form,
  label: COMBAT_FORM_NAMES[form],
  get colour() {
    return w(FORM_COLOURS[form])
  },
}))

/** "★★☆": Territories won of the number needed, and the same in words for screen readers. */
export function starsOf(won: number, toWin: number): { stars: string; words: string } {
  const filled = Math.min(won, toWin)
  return { stars: '★'.repeat(filled) + '☆'.repeat(Math.max(0, toWin - filled)), words: w('stars', { won, n: toWin }, toWin) }
}

/**
 * Territories a player's side has won: their own, or with their partner's in a Team Game ("they
 * will score Territories combined with their partner"), read from the players' view.
 */
export function sideWon(players: readonly { won: number; team?: string }[], player: { won: number; team?: string }): number {
  return player.team === undefined ? player.won : players.filter((q) => q.team === player.team).reduce((n, q) => n + q.won, 0)
}

/** What declaring a deck out does, said before the table confirms it (Deck Runs Out). */
export function deckOutText(deck: 'creature' | 'spell'): { title: string; message: string } {
  return {
    title: w(deck === 'creature' ? 'creatureDeckRanOut' : 'spellDeckRanOut'),
    message: w('deckOutMessage'),
  }
}

/** The names of creatures in combat before a command and gone after it. */
export function goneCreatures(before: WosState | undefined, after: WosState | undefined): string[] {
  if (!before || !after) return []
  const all = (w: WosState) => [...w.turn.attackers, ...w.fields.flatMap((f) => f.defenders)]
  const still = new Set(all(after).map((c) => c.id))
  return all(before)
    .filter((c) => !still.has(c.id))
    .map((c) => c.name)
}

/** "Gorilla Berserker was killed (0 or less after a negative modifier)". */
export function killedText(names: readonly string[]): string {
  return w('killed', { names: formatList(names) }, names.length)
}

/** The decks as the table counted them (none when it did not): each with its cards left, and whether it ran out. */
export function deckView(wos: WosState | undefined): { deck: 'creature' | 'spell'; label: string; cards: number; isOut: boolean }[] {
  if (!wos?.decks) return []
  return (['creature', 'spell'] as const).map((deck) => ({ deck, label: w(deck === 'creature' ? 'creatureDeck' : 'spellDeck'), cards: wos.decks![deck], isOut: wos.decks![deck] === 0 }))
}

/** A die rolled at the table (Fire Blast and other cards that roll), in words for the screen reader. */
export function dieText(face: number | undefined): string {
  return face === undefined ? w('rollDieFor', { faces: DIE_FACES }) : w('dieShows', { face })
}
