/**
 * Wording for the battle desk: percentages, the odds summary, what a fought battle or a nuclear
 * strike means on the board, and the nuked-territories counter (the conventional battle's dice and
 * losses: battle-desk-ui.ts). Pure: the components only display.
 */
import type { FightBattle, LstarClash, NuclearStrike, SpaceBlast } from '../domain/modules/battle/commands'
import type { ConventionalOdds, ScreenOdds } from '../domain/modules/battle/odds'
import { EMPTY_RECORD, type WarRecord } from '../domain/modules/battle/war-state'
import { COUP_FINAL_AT, NUCLEAR_ROULETTE, ROULETTE_STARTS_AFTER } from '../domain/modules/battle/data'
import { powerName } from './catalogs/powers'
import { battleResultWords as rw } from './catalogs/battle-results'
import { formatList } from './i18n/numbers'
import { unitWords } from './catalogs/board'
import type { GameEvent } from '../domain/kernel/events'
import type { PowerId } from '../domain/kernel/ids'
import type { GameState, PowerState } from '../domain/kernel/state'
import { expected, percent } from './odds-text'
import { SUPPLY_ROW_IN_SENTENCE } from './labels'
import { money } from './catalogs/common'
import { battleTacticWords as tw } from './catalogs/battle-tactics'
import { formatDecimal } from './i18n/numbers'
import { battleDeskWords as bw } from './catalogs/battle-desk'

// The conventional desk's dice, odds and loss choice read the battle plan (battle/plan.ts).
export { amphibiousReadingLine, deskDice, drownedLine, lossPicks, verdictLine, type DeskBattle, type LossPick, type OddsCase } from './battle-desk-ui'
export { hasSupplySet } from '../domain/modules/battle/plan'
export { expected, percent } from './odds-text'

const name = (id: PowerId) => powerName(id)

/** One bar of a loss chart: "2 lost" and its chance. */
export interface OddsBar {
  label: string
  p: number
  text: string
}

/** P(k units lost) as labelled bars, k = 0..n. */
export function lossBars(distribution: readonly number[]): OddsBar[] {
  return distribution.map((p, k) => ({ label: bw('lost', { n: k }), p, text: percent(p) }))
}

/** The outcome lines under the charts (militia: the Marshall's single die against the attacker). */
export function oddsSummary(odds: ConventionalOdds, isMilitia: boolean): string[] {
  if (isMilitia) {
    return [bw('attackerDestroyed', { p: percent(odds.pAttackerDestroyed) }), bw('expectedAttackerLosses', { n: expected(odds.expectedAttackerLosses) })]
  }
  return [
    bw('defenderDestroyedOnly', { p: percent(odds.pDefenderDestroyed), only: percent(odds.pOnlyDefenderDestroyed) }),
    bw('attackerDestroyedOnly', { p: percent(odds.pAttackerDestroyed), only: percent(odds.pOnlyAttackerDestroyed) }),
    bw('mutualDestruction', { p: percent(odds.pMutualDestruction) }),
    bw('bothStillThere', { p: percent(odds.pNeitherDestroyed) }),
    bw('expectedLosses', { a: expected(odds.expectedAttackerLosses), d: expected(odds.expectedDefenderLosses) }),
  ]
}

export interface Losses {
  armies: number
  navies: number
}

/** The armies and navies a power lost in these events. */
export function lossesIn(events: readonly GameEvent[], power: PowerId): Losses {
  const lost = { armies: 0, navies: 0 }
  for (const e of events) if (e.type === 'forcesChanged' && e.power === power && (e.force === 'armies' || e.force === 'navies')) lost[e.force] += e.from - e.to
  return lost
}

function unitsText(l: Losses): string {
  return formatList([l.armies > 0 ? unitWords('armiesCount', { n: l.armies }, l.armies) : '', l.navies > 0 ? unitWords('naviesCount', { n: l.navies }, l.navies) : ''].filter(Boolean))
}

const sum = (l: Losses) => l.armies + l.navies

/** "Remove 2 USSR units (2 armies).", or "USSR loses nothing." */
const removeLine = (who: string, l: Losses) => (sum(l) > 0 ? rw('removeUnits', { n: sum(l), power: who, units: unitsText(l) }, sum(l)) : rw('losesNothing', { power: who }))

/** After a conventional battle: the outcome first, then what to do on the board. */
export function battleResultLines(cmd: FightBattle, events: readonly GameEvent[]): string[] {
  const attacker = name(cmd.attacker)
  const where = cmd.target.trim()
  const aLost = lossesIn(events, cmd.attacker)
  const aDestroyed = sum(aLost) >= cmd.attacking.armies + cmd.attacking.navies
  const lines: string[] = []
  if (cmd.defender === 'militia') {
    lines.push(aDestroyed ? rw('militiaDestroyed', { attacker }) : rw('militiaBeaten', { attacker, where }))
    lines.push(removeLine(attacker, aLost))
    if (!aDestroyed) lines.push(rw('payToOccupy', { where }))
    return lines
  }
  const defender = name(cmd.defender)
  const dLost = lossesIn(events, cmd.defender)
  const dDestroyed = sum(dLost) >= cmd.defending.armies + cmd.defending.navies
  if (dDestroyed && aDestroyed) lines.push(rw('mutualAt', { where }))
  else if (dDestroyed) lines.push(rw('defenderDestroyedAt', { defender, where }))
  else if (aDestroyed) lines.push(rw('attackerDestroyedAll', { attacker }))
  else lines.push(rw('bothThereAt', { where }))
  lines.push(removeLine(attacker, aLost), removeLine(defender, dLost))
  if (dDestroyed) lines.push(rw('mayOccupyTarget', { attacker, where, defender }))
  else if (aDestroyed) lines.push(rw('mayOccupyOrigin', { attacker, defender }))
  lines.push(rw('reinforcements', { defender, attacker }))
  return lines
}

/** Step F: the defender's one counterattack, unless this battle was itself a counterattack. */
export function counterattackReminder(defender: PowerId | 'militia' | 'unoccupied', counterattacks: readonly PowerId[] | undefined): string | undefined {
  if (defender === 'militia' || defender === 'unoccupied') return undefined
  if (counterattacks && !counterattacks.includes(defender)) return undefined
  return rw('mayCounterattack', { power: name(defender) })
}

/** The strike's screen odds as lines: P(k nukes through), P(at least one). */
export function screenLines(odds: ScreenOdds): string[] {
  return [rw('oneThrough', { p: percent(odds.pAtLeastOneThrough) }), rw('expectedThrough', { n: expected(odds.expectedThrough) })]
}

/** After a nuclear strike: what was destroyed, and the count. */
export function strikeResultLines(cmd: NuclearStrike, events: readonly GameEvent[], nukedBefore: number, nukedAfter: number): string[] {
  const lines: string[] = []
  const clouds = nukedAfter - nukedBefore
  lines.push(clouds > 0 ? rw('cloudsDestroyed', { clouds: rw('territories', { n: clouds }, clouds), total: rw('territories', { n: nukedAfter }, nukedAfter) }) : rw('noTerritoryDestroyed'))
  lines.push(rw('removeNukes', { n: cmd.targets.length, power: name(cmd.attacker) }, cmd.targets.length))
  if (cmd.defender !== 'unoccupied') {
    const lost = lossesIn(events, cmd.defender)
    if (sum(lost) > 0) lines.push(rw('removeStruck', { units: unitsText(lost), power: name(cmd.defender) }))
  }
  for (const e of events) {
    if (e.type !== 'companyRemoved') continue
    const card = { card: e.company.name, territory: e.company.territory }
    lines.push(e.power === cmd.defender ? rw('takeCardOut', card) : rw('takeOthersCardOut', { ...card, power: name(e.power) }))
  }
  return lines
}

/** "☢ 3 territories nuked", and the Nuclear Roulette warning from 12 on. */
export function nukedCounter(count: number, isCoupFinal = false): { text: string; warning?: string } {
  const text = bw('nuked', { n: count }, count)
  if (isCoupFinal) return { text, warning: bw('coupFinal') }
  if (count < ROULETTE_STARTS_AFTER) return { text }
  const next = count + 1
  if (next >= COUP_FINAL_AT) return { text, warning: bw('nextCoupFinal') }
  const lowest = NUCLEAR_ROULETTE[next as keyof typeof NUCLEAR_ROULETTE]
  return { text, warning: lowest === 6 ? bw('rouletteSix', { next }) : bw('rouletteOrMore', { next, lowest }) }
}

/** After an L-star Clash: who won, and the L-stars to take off the meters. */
export function clashResultLines(cmd: LstarClash, events: readonly GameEvent[]): string[] {
  const lost = events.flatMap((e) => (e.type === 'supplyChanged' && e.row === 'lstars' ? [rw('lstarDown', { power: name(e.power), to: e.to })] : []))
  const a = cmd.attackerDie
  const d = cmd.defenderDie
  const lead = a === d ? rw('clashTie', { a, d }) : rw('clashWin', { power: name(a > d ? cmd.attacker : cmd.defender), high: Math.max(a, d), low: Math.min(a, d) })
  return [lead, ...lost]
}

/** "held", "occupied by the USSR", "nuked": one home territory as the card shows it. */
export function homeStatusText(h: { status: 'held' | 'occupied' | 'nuked'; holder?: PowerId }): string {
  if (h.status === 'occupied' && h.holder) return rw('occupiedBy', { power: name(h.holder) })
  return rw(h.status)
}

/** The prompt once every home territory is lost: the Capture (to a captor) or the Destruction. */
export function spoilsPrompt(kind: 'claim' | 'destroy', defeated: PowerId, victor?: PowerId): string {
  if (kind === 'destroy') return rw('destroyPrompt', { power: name(defeated) })
  return rw('claimPrompt', { victor: victor ? name(victor) : rw('theVictor'), power: name(defeated) })
}

/** A supply row as players say it inside a sentence: "grain", "nukes", "L-stars". */
const rowWord = (row: keyof PowerState['supplies']) => SUPPLY_ROW_IN_SENTENCE[row]

/** What the spoils move, read from the state before and after: cash, supply rows, cards, forces, debts. */
export function spoilsLines(before: GameState, after: GameState, defeated: PowerId, victor?: PowerId): string[] {
  const d = before.powers[defeated]
  if (!d) return []
  const to = victor ? name(victor) : tw('theBank')
  const lines: string[] = []
  const cash = before.accounts[defeated] ?? 0
  if (cash > 0) lines.push(tw('spoilsCash', { amount: money(cash), to }))
  const rows = (Object.keys(d.supplies) as (keyof PowerState['supplies'])[]).filter((r) => d.supplies[r] > 0)
  const listed = rows.map((r) => tw('rowCount', { n: d.supplies[r], row: rowWord(r) })).join(', ')
  if (rows.length > 0) lines.push(victor ? tw('spoilsSuppliesTo', { victor: name(victor), rows: listed }) : tw('spoilsSuppliesOut', { rows: listed }))
  if (victor) {
    const v = before.powers[victor]
    const va = after.powers[victor]
    if (v && va) for (const r of rows) if (va.supplies[r] < v.supplies[r] + d.supplies[r]) lines.push(tw('rowFull', { victor: name(victor), row: rowWord(r), n: v.supplies[r] + d.supplies[r] - va.supplies[r] }))
  }
  const cards = tw('resourceCards', { n: d.companies.length }, d.companies.length)
  if (d.companies.length > 0) lines.push(victor ? tw('cardsTo', { cards, victor: name(victor) }) : tw('cardsBack', { cards }))
  const forces = { armies: tw('armies', { n: d.forces.armies }, d.forces.armies), navies: tw('navies', { n: d.forces.navies }, d.forces.navies) }
  if (d.forces.armies + d.forces.navies > 0) lines.push(victor ? tw('forcesTo', { ...forces, victor: name(victor) }) : tw('forcesOut', forces))
  if (d.loans > 0) lines.push(tw('debtsForgotten', { amount: money(d.loans) }))
  if (lines.length === 0) lines.push(tw('nothingLeft', { power: name(defeated) }))
  return lines
}

/** After a Space Blast: whether a nuke got through, and the meters to change. */
export function spaceBlastLines(cmd: SpaceBlast, events: readonly GameEvent[]): string[] {
  const wiped = events.filter((e): e is Extract<GameEvent, { type: 'supplyChanged' }> => e.type === 'supplyChanged' && e.row === 'lstars')
  const lead = wiped.length > 0 ? rw('blastThrough') : rw('blastStopped')
  return [lead, rw('removeNukes', { n: cmd.nukes, power: name(cmd.attacker) }, cmd.nukes), ...wiped.map((e) => rw('lstarToZero', { power: name(e.power), from: e.from }))]
}

/** "Luck: destroyed 7 units, 5.3 expected (+1.7: luckier than the odds)". */
export function luckText(r: WarRecord): string {
  if (r.unitsDestroyed === 0 && r.expectedUnitsDestroyed === 0) return tw('luckNone')
  const diff = r.unitsDestroyed - r.expectedUnitsDestroyed
  const shown = diff.toFixed(1)
  const values = { units: tw('units', { n: r.unitsDestroyed }, r.unitsDestroyed), expected: formatDecimal(r.expectedUnitsDestroyed, 1), diff: formatDecimal(Math.abs(diff), 1) }
  if (shown === '0.0' || shown === '-0.0') return tw('luckAsExpected', values)
  return tw(diff > 0 ? 'luckLuckier' : 'luckUnluckier', values)
}

/** One power's line on the war record card. */
export interface WarRecordRow {
  power: PowerId
  isOut: boolean
  figures: { label: string; value: number }[]
  luck: string
}

/** Every power's war record (the endgame's Top Brass figures) and its luck, in player order. */
export function warRecordRows(state: GameState): WarRecordRow[] {
  return state.order.map((power) => {
    const r = state.war?.record[power] ?? EMPTY_RECORD
    return {
      power,
      isOut: state.war?.eliminated.includes(power) ?? false,
      figures: [
        { label: tw('recordNukesFired'), value: r.nukesFired },
        { label: tw('recordCaptured'), value: r.territoriesCaptured },
        { label: tw('recordLostToNukes'), value: r.territoriesLostToNukes },
        { label: tw('recordUnitsDestroyed'), value: r.unitsDestroyed },
      ],
      luck: luckText(r),
    }
  })
}
