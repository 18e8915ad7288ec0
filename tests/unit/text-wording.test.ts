import { describe, expect, it } from 'vitest'
import { capitalFirst, counted, forcesText } from '@/domain/kernel/text'

describe('counts and units in the words a person would write', () => {
  it('one is singular, zero and many plural', () => {
    expect([0, 1, 2].map((n) => counted(n, 'nuke', 'nukes'))).toEqual(['0 nukes', '1 nuke', '2 nukes'])
  })
  it('units lost leave out the zeros and join the rest', () => {
    expect(forcesText({ airUnits: 1, armies: 0, navies: 0 })).toBe('1 air unit')
    expect(forcesText({ airUnits: 1, armies: 1, navies: 0 })).toBe('1 air unit and 1 army')
    expect(forcesText({ airUnits: 2, armies: 3, navies: 1 })).toBe('2 air units, 3 armies and 1 navy')
    expect(forcesText({ armies: 0, navies: 2 })).toBe('2 navies')
    expect(forcesText({ armies: 0, navies: 0 })).toBe('nothing')
  })
  it('a sentence that begins with a name in lower case begins with a capital', () => {
    expect(capitalFirst('the pirate of Tokyo Bay has no navies left')).toBe('The pirate of Tokyo Bay has no navies left')
    expect(capitalFirst('')).toBe('')
  })
})
