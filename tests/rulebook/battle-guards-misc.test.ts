import { describe, expect, it } from 'vitest'
import { decide, type Command } from '@/domain'
import { neutralTerritories } from '@/domain/modules/battle/neutral'
import { battleSettings } from '@/domain/modules/battle/settings'
import { isForcedArmiesFirst } from '@/domain/modules/battle/loss-choice'
import { apply, refusedBy, startedState } from '../support/games'

/** Survivors of the mutation run on neutral.ts, bankruptcy.ts, settings.ts and loss-choice.ts. */

const TOP_BRASS = 'Joining the Top Brass ("The Winner captures his opponent\'s territories"); Stage 4, Occupying a Captured Territory or Sea'
const BANKRUPTCY = 'Winning the Game, "Supremacy" ("This occurs when one player has bankrupted, captured or destroyed all of his opponents"); Spoils of War, "The Destruction"'
const USSR_HOMES = ['Buryatsk', 'Kazakh', 'Kola', 'Russia', 'Siberia', 'Yakutsk']
const neutral = (over: object = {}) => ({ kind: 'captureNeutralTerritory', attacker: 'usa', defender: 'militia', territory: 'India', ...over })

describe('A neutral territory captured (Top Brass counts it)', () => {
  it('input check: the taker and the former holder are named by role; a power cannot capture from itself', () => {
    const s = startedState(['usa', 'ussr'])
    expect(refusedBy(s, neutral({ attacker: 'mars' }))).toEqual({ code: 'unknown-power', message: 'Choose the power that took the territory: a superpower in this game.', rule: TOP_BRASS, remedies: [] })
    expect(refusedBy(s, neutral({ defender: 'mars' }))).toEqual({ code: 'unknown-power', message: 'Choose the power that held the territory, or the militia: a superpower in this game.', rule: TOP_BRASS, remedies: [] })
    expect(refusedBy(s, neutral({ defender: 'usa' }))).toEqual({ code: 'same-power', message: 'USA cannot capture a territory from itself.', rule: TOP_BRASS, remedies: [] })
  })

  it('a home territory of a power in the game is a capture of that home (remedy), or the taker\'s own liberation (remedy)', () => {
    const s = startedState(['usa', 'ussr'])
    expect(refusedBy(s, neutral({ territory: 'Kola' }))).toEqual({
      code: 'home-territory', message: "Kola is a home territory of USSR: record it as a capture of USSR's home territory.", rule: TOP_BRASS,
      remedies: [{ label: 'USA captures Kola from USSR', command: { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory: 'Kola' } }],
    })
    expect(refusedBy(s, neutral({ territory: 'Alaska', defender: 'ussr' }))).toEqual({
      code: 'home-territory', message: "Alaska is a home territory of USA: record it as a capture of USA's home territory.", rule: TOP_BRASS,
      remedies: [{ label: 'Liberate Alaska', command: { kind: 'liberateTerritory', power: 'usa', territory: 'Alaska' } }],
    })
  })

  it('input check: only the neutral territories (and homes of powers not playing); a game without a war record; a nuked territory', () => {
    const s = startedState(['usa', 'ussr'])
    const bad = { code: 'bad-target', message: 'Choose one of the neutral territories on the board (seas are not territories).', rule: TOP_BRASS, remedies: [] }
    for (const territory of ['Atlantis', 7]) expect(refusedBy(s, neutral({ territory }))).toEqual(bad)
    expect(neutralTerritories(s)).toContain('Iberia')
    expect(neutralTerritories(s)).not.toContain('Kola')
    expect(refusedBy({ ...s, war: undefined }, neutral())).toEqual({ code: 'no-war-record', message: 'This game was started before the battle desk; its captures are not tracked.', rule: TOP_BRASS, remedies: [] })
    expect(refusedBy({ ...s, war: { ...s.war!, nuked: ['India'] } }, neutral())).toEqual({
      code: 'nuked', message: 'India was nuked: it is out of play, and armies may not occupy it.', rule: 'How to Use Strategic Forces (a mushroom cloud: "out of play")', remedies: [],
    })
    const taken = apply(apply(s, neutral({ territory: 'Iberia' }) as Command), neutral({ defender: 'usa', attacker: 'ussr' }) as Command)
    expect([taken.war?.record.usa?.territoriesCaptured, taken.war?.record.ussr?.territoriesCaptured]).toEqual([1, 1])
  })
})

describe('Supremacy by bankruptcy: refusals and the money moved', () => {
  it('input check: the power is named by role; a game without a war record is refused', () => {
    const s = startedState(['usa', 'ussr'])
    expect(refusedBy(s, { kind: 'declareBankrupt', power: 'mars' })).toEqual({ code: 'unknown-power', message: 'Choose the power that is bankrupt: a superpower in this game.', rule: BANKRUPTCY, remedies: [] })
    expect(refusedBy({ ...s, war: undefined }, { kind: 'declareBankrupt', power: 'ussr' })).toEqual({
      code: 'no-war-record', message: 'This game was started before the battle desk; who is out of the game is not tracked.', rule: BANKRUPTCY, remedies: [],
    })
  })

  it('a power whose last home was nuked is destroyed, not declared bankrupt (whole refusal)', () => {
    let s = startedState(['usa', 'ussr'])
    for (const territory of USSR_HOMES.slice(1)) s = apply(s, { kind: 'captureTerritory', attacker: 'usa', defender: 'ussr', territory })
    s = { ...s, war: { ...s.war!, nuked: ['Buryatsk'], lastHomeLoss: { ussr: { how: 'nuked' } } } }
    expect(refusedBy(s, { kind: 'declareBankrupt', power: 'ussr' })).toEqual({
      code: 'spoils-owed',
      message: 'USSR has lost every home territory: the Spoils of War decide what becomes of its holdings, so it is not declared bankrupt.',
      rule: BANKRUPTCY,
      remedies: [{ label: 'Destroy USSR (The Destruction)', command: { kind: 'destroyPower', power: 'ussr' } }],
    })
  })

  it('the bankrupt power\'s cash goes to the bank, marked as a bankruptcy', () => {
    const result = decide(startedState(['usa', 'ussr']), { kind: 'declareBankrupt', power: 'ussr' })
    if (!result.ok) throw new Error(result.refusal.message)
    expect(result.value[0]).toEqual({ type: 'moneyTransferred', from: 'ussr', to: 'bank', amount: 7000, reason: 'bankruptcy', note: "Bankrupt: USSR's cash goes to the bank" })
  })
})

describe('Battle readings chosen at setup (input check)', () => {
  it('each reading is one of its values; none given keeps the old behaviour, except the counterattack reading (no)', () => {
    expect(battleSettings.read({ amphibiousArmies: 'swimming' })).toEqual({ ok: false, refusal: { code: 'bad-settings', message: 'Armies in an amphibious assault must be “landed” or “aboard” (landed, or still aboard their navies), not “swimming” (setting “amphibiousArmies”).', remedies: [] } })
    expect(battleSettings.read({ nuclearRoulette: 'twice' })).toEqual({ ok: false, refusal: { code: 'bad-settings', message: 'Nuclear Roulette must be “perTerritory” or “once” (a roll per territory past the 12th, or once per strike), not “twice” (setting “nuclearRoulette”).', remedies: [] } })
    expect(battleSettings.read({ counterattackEarnsCounterattack: 'yes' })).toEqual({ ok: false, refusal: { code: 'bad-settings', message: 'Whether a counterattack earns a counterattack must be true or false (yes or no), not “yes” (setting “counterattackEarnsCounterattack”).', remedies: [] } })
    expect(battleSettings.read({})).toStrictEqual({ ok: true, value: { counterattackEarnsCounterattack: false } })
    expect(battleSettings.read({ amphibiousArmies: 'aboard', nuclearRoulette: 'once', counterattackEarnsCounterattack: true })).toStrictEqual({
      ok: true, value: { amphibiousArmies: 'aboard', nuclearRoulette: 'once', counterattackEarnsCounterattack: true },
    })
  })
})

describe('The Militia: "If it is an amphibious assault, the Marshall always removes the armies"', () => {
  it('only the attacker\'s losses, only against the militia, only in an amphibious assault', () => {
    expect(isForcedArmiesFirst('militia', 'attacker', 'amphibious')).toBe(true)
    expect(isForcedArmiesFirst('militia', 'defender', 'amphibious')).toBe(false)
    expect(isForcedArmiesFirst('ussr', 'attacker', 'amphibious')).toBe(false)
    expect(isForcedArmiesFirst('militia', 'attacker', undefined)).toBe(false)
  })
})
