/**
 * Stage 4, Conventional Attack on a warlord or pirate, word for word (shared/rules/expansion-warlords-
 * and-pirates.txt: "Warlords and pirates always get two dice as defenders; another, if they have the
 * most forces; and, another if they have the most L-stars", "They always choose the highest value
 * target in the attacker's forces" with Air Units): the plan's dice and reasons, the exact odds,
 * the losses the desk shows before Fight, every refusal of attackWarlord (code, words, rule and the
 * remedy offered) and the events of an accepted attack. Golden file:
 * tests/golden/warlords/attack.json, read against the rules when written (2026-11-28).
 */
import { planWarlordBattle, rulesFor, warlordBattleLosses, warlordBattleOdds, type AttackWarlord, type GameState } from '@/domain'
import { cardHoldersIn } from '@/domain/modules/warlords/defence'
import { decided, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsAirAtWar, warlordsAtWar, withZone } from '../support/warlords'

const base = warlordsAtWar().state
const air = warlordsAirAtWar().state
const airRules = rulesFor(air.ruleset)
const zoneOf = (s: GameState, zone: string) => s.neutral!.zones.find((z) => z.zone === zone)!
const withLstars = (n: number) => {
  const g = warlordsAtWar()
  g.do({ kind: 'correctSupply', power: 'usa', row: 'lstars', value: n, reason: 'test' })
  return g.state
}
const plan = (s: GameState, zone: string, attacking: AttackWarlord['attacking'], rules = s === air ? airRules : undefined) =>
  planWarlordBattle(s, { attacker: 'usa', zone, attacking }, zoneOf(s, zone), rules)
const attack = (over: Partial<AttackWarlord> = {}): AttackWarlord => ({
  kind: 'attackWarlord', attacker: 'usa', zone: 'Greenland', attacking: { armies: 4, navies: 0 }, attackerDice: [6, 6], defenderDice: [3, 3, 1], ...over,
})
const airAttack = (over: Partial<AttackWarlord> = {}): AttackWarlord => attack({ attacking: { armies: 2, navies: 0, airUnits: 1 }, attackerDice: [1, 1], defenderDice: [3, 3], ...over })
const bad = (attacking: unknown) => attack({ attacking: attacking as AttackWarlord['attacking'] })
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })

const CASES: GoldenCase[] = [
  // The plan: dice and the reasons the desk shows.
  c('plan: 2 armies against Greenland (the warlord has more forces and L-stars)', () => plan(base, 'Greenland', { armies: 2, navies: 0 })),
  c('plan: 3 armies against Greenland (a tie in forces)', () => plan(base, 'Greenland', { armies: 3, navies: 0 })),
  c('plan: 3 armies and a navy against Greenland (the attacker has more forces)', () => plan(base, 'Greenland', { armies: 3, navies: 1 })),
  c('plan: 2 armies and 2 navies against the pirate of Tokyo Bay', () => plan(base, 'Tokyo Bay', { armies: 2, navies: 2 })),
  c('plan: the attacker with 1 L-star (a tie in L-stars)', () => plan(withLstars(1), 'Greenland', { armies: 3, navies: 0 })),
  c('plan: the attacker with 2 L-stars', () => plan(withLstars(2), 'Greenland', { armies: 3, navies: 0 })),
  c('plan: air units without the Air Units rules count for nothing', () => plan(base, 'Greenland', { armies: 2, navies: 0, airUnits: 2 })),
  c('plan with Air Units: 2 armies and an air unit against Greenland (fire power points)', () => plan(air, 'Greenland', { armies: 2, navies: 0, airUnits: 1 })),
  c('plan with Air Units: 4 armies and an air unit against India and its 2 air units', () => plan(air, 'India', { armies: 4, navies: 0, airUnits: 1 })),
  c('plan with Air Units: armies only, no air units given', () => plan(air, 'Greenland', { armies: 3, navies: 1 })),
  c('plan: an attacker not in the game has no L-stars', () => planWarlordBattle(base, { attacker: 'china', zone: 'Greenland', attacking: { armies: 2, navies: 0 } }, zoneOf(base, 'Greenland')).attackerLstars),
  // The exact odds.
  c('odds: 3 armies against Greenland', () => warlordBattleOdds(plan(base, 'Greenland', { armies: 3, navies: 0 }))),
  c('odds with Air Units: the Marshall takes the air unit first', () => warlordBattleOdds(plan(air, 'Greenland', { armies: 2, navies: 0, airUnits: 1 }))),
  c('odds with Air Units: a lone air unit against India', () => warlordBattleOdds(plan(air, 'India', { armies: 0, navies: 0, airUnits: 1 }))),
  // The losses the desk shows for dice as rolled.
  c('losses: 12 points against 3 armies, 7 against 4 armies', () => warlordBattleLosses(plan(base, 'Greenland', { armies: 4, navies: 0 }), [6, 6], [3, 3, 1])),
  c('losses: 5 points and 2 points remove nothing', () => warlordBattleLosses(plan(base, 'Greenland', { armies: 4, navies: 0 }), [5], [1, 1])),
  c('losses with Air Units: the Marshall\'s 6 points take the air unit', () => warlordBattleLosses(plan(air, 'Greenland', { armies: 2, navies: 0, airUnits: 1 }), [1, 1], [3, 3])),
  c('losses with Air Units: the Marshall\'s 12 points take the air unit and two armies', () => warlordBattleLosses(plan(air, 'Greenland', { armies: 2, navies: 1, airUnits: 1 }), [6, 6], [6, 6])),
  c('losses with Air Units: the Marshall\'s 9 points take the air unit and the navy', () => warlordBattleLosses(plan(air, 'Greenland', { armies: 0, navies: 1, airUnits: 1 }), [1, 1], [6, 3])),
  // Who may counterattack: the other card holders in the zone.
  c('card holders in Greenland other than the USA', () => cardHoldersIn(base, 'Greenland', 'usa')),
  c('card holders in Greenland other than the USSR', () => cardHoldersIn(base, 'Greenland', 'ussr')),
  // Refusals, in the order attackWarlord checks them.
  decided('an attacker not in the game', () => base, attack({ attacker: 'china' as AttackWarlord['attacker'] })),
  decided('an attacker out of turn', () => base, attack({ attacker: 'ussr' })),
  decided('a zone that is no warlord\'s', () => base, attack({ zone: 'Siberia' })),
  decided('a zone captured by the USSR', () => withZone(base, 'Greenland', { armies: 0, occupiedBy: 'ussr' }), attack()),
  decided('a zone nuked', () => ({ ...base, war: { ...base.war!, nuked: ['Greenland'] } }), attack()),
  decided('a warlord with no armies left', () => withZone(base, 'Greenland', { armies: 0 }), attack()),
  decided('a pirate with no navies left', () => withZone(base, 'Tokyo Bay', { navies: 0 }), attack({ zone: 'Tokyo Bay' })),
  decided('India fires its 2 nukes first, one target', () => base, attack({ zone: 'India' })),
  decided('a warlord with 1 nuke fires it first', () => withZone(base, 'Greenland', { nukes: 1 }), attack()),
  decided('India fires first with two targets tied', () => {
    const g = warlordsAtWar()
    g.do({ kind: 'addCompany', power: 'usa', reason: 'test', company: { name: 'Tie Grain', territory: 'Western U.S.A.', resource: 'grain', units: 3, origin: 'usa' } })
    return g.state
  }, attack({ zone: 'India' })),
  decided('no forces at all', () => base, attack({ attacking: { armies: 0, navies: 0 } })),
  decided('no forces at all with Air Units', () => air, airAttack({ attacking: { armies: 0, navies: 0, airUnits: 0 } })),
  decided('forces not an object', () => base, bad(null)),
  decided('negative armies', () => base, bad({ armies: -1, navies: 2 })),
  decided('a fraction of an army', () => base, bad({ armies: 1.5, navies: 0 })),
  decided('armies as words', () => base, bad({ armies: '2', navies: 0 })),
  decided('negative navies', () => base, bad({ armies: 2, navies: -1 })),
  decided('a fraction of an air unit', () => air, bad({ armies: 2, navies: 0, airUnits: 0.5 })),
  decided('negative air units', () => air, bad({ armies: 2, navies: 0, airUnits: -1 })),
  decided('air units in a game without Air Units', () => base, attack({ attacking: { armies: 2, navies: 0, airUnits: 1 } })),
  decided('more armies than held', () => base, attack({ attacking: { armies: 7, navies: 0 } })),
  decided('exactly the armies held', () => base, attack({ attacking: { armies: 6, navies: 0 }, attackerDice: [6, 6] })),
  decided('more navies than held', () => base, attack({ attacking: { armies: 1, navies: 3 } })),
  decided('more air units than held', () => air, airAttack({ attacking: { armies: 0, navies: 0, airUnits: 4 } })),
  decided('no set of supplies', () => {
    const g = warlordsAtWar()
    g.do({ kind: 'correctSupply', power: 'usa', row: 'oil', value: 0, reason: 'test' })
    return g.state
  }, attack()),
  decided('a die showing 7', () => base, attack({ attackerDice: [6, 7] })),
  decided('a die showing 0', () => base, attack({ attackerDice: [0, 6] })),
  decided('a die showing 2.5', () => base, attack({ attackerDice: [2.5, 6] })),
  decided('dice not a list', () => base, attack({ attackerDice: 6 as unknown as number[] })),
  decided('too few attacker dice', () => base, attack({ attackerDice: [6] })),
  decided('too few Marshall dice', () => base, attack({ defenderDice: [3, 3] })),
  decided('a Marshall die showing 7', () => base, attack({ defenderDice: [3, 3, 7] })),
  decided('one Marshall die for a lone attacker', () => base, attack({ attacking: { armies: 1, navies: 0 }, attackerDice: [6], defenderDice: [1, 1, 1, 1] })),
  decided('with Air Units, chosen losses other than the Marshall\'s (armies)', () => air, airAttack({ attackerLosses: { armies: 1, navies: 0, airUnits: 0 } })),
  decided('with Air Units, chosen losses other than the Marshall\'s (navies)', () => air, airAttack({ attacking: { armies: 2, navies: 1, airUnits: 1 }, attackerDice: [1, 1], attackerLosses: { armies: 0, navies: 1, airUnits: 1 } })),
  decided('with Air Units, chosen losses other than the Marshall\'s (air units)', () => air, airAttack({ attackerLosses: { armies: 0, navies: 0, airUnits: 0 } })),
  decided('with Air Units, chosen losses other than the Marshall\'s in armies only', () => air, airAttack({ defenderDice: [6, 3], attackerLosses: { armies: 2, navies: 0, airUnits: 1 } })),
  decided('with Air Units, an army and an air unit attack', () => air, airAttack({ attacking: { armies: 1, navies: 0, airUnits: 1 } })),
  decided('with Air Units, chosen losses with no air units given', () => air, airAttack({ attackerLosses: { armies: 0, navies: 0 } })),
  decided('with Air Units, the Marshall\'s own losses chosen', () => air, airAttack({ attackerLosses: { armies: 0, navies: 0, airUnits: 1 } })),
  decided('chosen losses of the wrong count', () => base, attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], attackerLosses: { armies: 0, navies: 1 } })),
  decided('chosen losses not an object', () => base, attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], attackerLosses: 2 as unknown as AttackWarlord['attackerLosses'] })),
  decided('chosen losses with more navies than sent', () => base, attack({ attacking: { armies: 3, navies: 1 }, attackerDice: [1, 1], attackerLosses: { armies: 0, navies: 2 } })),
  decided('chosen losses with more armies than sent', () => base, attack({ attacking: { armies: 1, navies: 2 }, attackerDice: [1], attackerLosses: { armies: 2, navies: 0 } })),
  // Accepted attacks: the events.
  decided('accepted: 4 armies, 12 points against 7', () => base, attack()),
  decided('accepted: the attacker says the navies go', () => base, attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], attackerLosses: { armies: 0, navies: 2 } })),
  decided('accepted: the attacker says an army and a navy go', () => base, attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], attackerLosses: { armies: 1, navies: 1 } })),
  decided('accepted: the attacker says two armies go (all it may)', () => base, attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], attackerLosses: { armies: 2, navies: 0 } })),
  decided('accepted: nothing lost on either side', () => base, attack({ attacking: { armies: 3, navies: 2 }, attackerDice: [1, 1], defenderDice: [1, 1, 1] })),
  decided('accepted: the pirate of Tokyo Bay', () => base, attack({ zone: 'Tokyo Bay', attacking: { armies: 2, navies: 2 }, attackerDice: [6, 6], defenderDice: [1, 1] })),
  decided('accepted with Air Units: the air unit lost', () => air, airAttack()),
  decided('accepted with Air Units: the air unit and an army lost', () => air, airAttack({ attacking: { armies: 2, navies: 1, airUnits: 1 }, attackerDice: [6, 6], defenderDice: [6, 3] })),
  decided('accepted outside a war record and a guided cycle', () => ({ ...base, war: undefined, play: undefined }), attack()),
]

goldenTable('an attack on a warlord or pirate, as the battle desk shows it', 'warlords/attack.json', CASES)
