import { describe, expect, it } from 'vitest'
import { decide, EMPTY_STATE, type StartGame } from '@/domain'
import { atMostCharacters, characterCount, fitsCharacters, inputMaxLength, tooLong } from '@/domain/kernel/text'
import { standardStart } from '../support/games'

/**
 * Issue 27: name limits count characters as a person does (grapheme clusters), and say the limit
 * exactly: "at most 40 characters", 40 allowed. `String.length` counted UTF-16 code units, so eight
 * family emoji (88 units) were refused as longer than 40.
 */

const FAMILY = '👨‍👩‍👧‍👦' // four people joined by zero-width joiners: 11 code units
const FLAG = '🇫🇷' // two regional indicators: 4 code units
const ASTRONAUT = '👩🏽‍🚀' // a skin tone and a joiner: 7 code units
const E_ACUTE = 'e\u0301' // e and a combining acute accent: 2 code units

describe('characters as a person counts them', () => {
  it('an emoji, a flag, a joined family and a letter with its accent are one character each', () => {
    expect([FAMILY, FLAG, ASTRONAUT, E_ACUTE, 'é', 'a'].map(characterCount)).toEqual([1, 1, 1, 1, 1, 1])
    expect([FAMILY.length, FLAG.length, ASTRONAUT.length, E_ACUTE.length]).toEqual([11, 4, 7, 2])
    expect(characterCount(`Zoë ${FLAG}${FAMILY}`)).toBe(6)
    expect(characterCount('')).toBe(0)
  })

  it('40 characters fit a limit of 40 and 41 do not, whatever their code units', () => {
    for (const c of ['x', FAMILY, FLAG, ASTRONAUT, E_ACUTE]) {
      expect(fitsCharacters(c.repeat(40), 40)).toBe(true)
      expect(fitsCharacters(c.repeat(41), 40)).toBe(false)
    }
  })

  it('the limit is said exactly, with the count', () => {
    expect(atMostCharacters(40)).toBe('at most 40 characters')
    expect(atMostCharacters(1)).toBe('at most 1 character')
    expect(tooLong(FLAG.repeat(41), 40, 'The name')).toBe('The name is 41 characters long: keep it to at most 40 characters.')
    expect(tooLong(FLAG.repeat(40), 40, 'The name')).toBeUndefined()
  })

  it('a character piled with combining marks past any real accent is refused as such, so a limit still bounds what is stored', () => {
    const zalgo = `a${'\u0301'.repeat(700)}`
    expect(characterCount(zalgo)).toBe(1)
    expect(tooLong(zalgo, 40, 'The name')).toBe('The name holds too many accents or joined symbols: keep it to at most 40 characters, each a letter with a few accents or one emoji.')
  })

  it('an input’s maxlength never cuts text the rules accept (40 families of emoji)', () => {
    expect(FAMILY.repeat(40).length).toBeLessThanOrEqual(inputMaxLength(40))
    expect(fitsCharacters(FAMILY.repeat(40), 40)).toBe(true)
  })
})

describe('the rules count names the same way', () => {
  const named = (player: string): StartGame => ({ ...standardStart(), powers: [{ id: 'usa', player: 'Ann' }, { id: 'ussr', player }] })

  it('eight family emoji are a name of 8 characters, and 40 flags one of 40', () => {
    expect(decide(EMPTY_STATE, named(FAMILY.repeat(8))).ok).toBe(true)
    expect(decide(EMPTY_STATE, named(FLAG.repeat(40))).ok).toBe(true)
    expect(decide(EMPTY_STATE, { ...standardStart(), title: ASTRONAUT.repeat(60) }).ok).toBe(true)
  })

  it('41 refused with the count and the limit said exactly', () => {
    const refused = decide(EMPTY_STATE, named(E_ACUTE.repeat(41)))
    expect(refused.ok ? undefined : refused.refusal).toMatchObject({
      code: 'player-name',
      message: 'The name of the player commanding USSR is 41 characters long: keep it to at most 40 characters.',
    })
  })
})
