import type { Phrase } from './phrase'
import { kernelPhrase } from './refusals'

/**
 * Lengths of typed text as a person counts them: characters they see (grapheme clusters), so an
 * emoji, a flag, a letter with its accents or a family of emoji is one character, never the two
 * to eleven UTF-16 code units `String.length` counts. Every limit on a name, a title, a territory
 * or a note is checked here and said exactly ("at most 40 characters": 40 is allowed).
 */

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined

/**
 * Code units one character may take at most: a family emoji is 11, a flag 4, a letter with a
 * few accents 3 or 4. Text with more per character (a letter under hundreds of combining marks)
 * is refused as such, so a 40-character limit still bounds what is stored.
 */
export const CODE_UNITS_PER_CHARACTER = 16

/** The characters of `text` as a person counts them (code points where Intl.Segmenter is missing). */
export function characterCount(text: string): number {
  if (segmenter === undefined) return Array.from(text).length
  return Array.from(segmenter.segment(text)).length
}

/** "at most 40 characters": the limit said exactly, 40 allowed. */
export function atMostCharacters(max: number): string {
  return `at most ${max} ${max === 1 ? 'character' : 'characters'}`
}

/**
 * Why `text` is too long for `max` characters, in words after its name ("The company name is 41
 * characters long: keep it to at most 40 characters."), or undefined when it fits.
 */
export function tooLong(text: string, max: number, what: string): string | undefined {
  if (text.length > max * CODE_UNITS_PER_CHARACTER) return `${what} holds too many accents or joined symbols: keep it to ${atMostCharacters(max)}, each a letter with a few accents or one emoji.`
  if (text.length <= max) return undefined // never more characters than code units
  const count = characterCount(text)
  return count > max ? `${what} is ${count} characters long: keep it to ${atMostCharacters(max)}.` : undefined
}

/** `tooLong` as a phrase (issue 29): `what` names the text (`kernelPhrase('theReason')`). */
export function tooLongPhrase(text: string, max: number, what: Phrase): Phrase | undefined {
  if (text.length > max * CODE_UNITS_PER_CHARACTER) return kernelPhrase('tooManyMarks', { what: { phrase: what }, n: max })
  if (text.length <= max) return undefined
  const count = characterCount(text)
  return count > max ? kernelPhrase('tooLong', { what: { phrase: what }, length: count, n: max }) : undefined
}

/** `tooLong` for a value that may not be text (a command's field): undefined unless it is text too long. */
export function longName(value: unknown, max: number, what: string): string | undefined {
  return typeof value === 'string' ? tooLong(value, max, what) : undefined
}

/** Whether `text` fits `max` characters as a person counts them. */
export function fitsCharacters(text: string, max: number): boolean {
  return tooLong(text, max, '') === undefined
}

/** The `maxlength` of an input for `max` characters: never cuts text the rules accept (an emoji is 2 to 11 code units). */
export function inputMaxLength(max: number): number {
  return max * CODE_UNITS_PER_CHARACTER
}

/** "1 nuke", "2 nukes", "0 nukes": a count with the noun a person would write. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`
}

/** Units lost or held, zeros left out: "1 air unit and 2 armies"; "nothing" when all are zero. */
export function forcesText(forces: { airUnits?: number; armies: number; navies: number }): string {
  const parts = [counted(forces.airUnits ?? 0, 'air unit', 'air units'), counted(forces.armies, 'army', 'armies'), counted(forces.navies, 'navy', 'navies')].filter((p) => !p.startsWith('0 '))
  if (parts.length === 0) return 'nothing'
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

/** A sentence begins with a capital: "the pirate of Tokyo Bay has …" → "The pirate of Tokyo Bay has …". */
export function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
