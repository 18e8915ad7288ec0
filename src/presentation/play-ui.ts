/**
 * Questions the order-of-play screens ask: the banner's headline and next step, who still has
 * to bid (never what they bid), who must roll again for the player sequence, why a company
 * is idle. Pure, so the components only display.
 */
import type { Command } from '../domain/kernel/commands'
import { CARD_TURN_COST, COMPANY_SALARY, REOPEN_COST, STAGE_INFO } from '../domain/modules/play/data'
import type { BillLine } from '../domain/kernel/module'
import { decide, rulesFor } from '../domain/rules'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { PowerId } from '../domain/kernel/ids'
import { formatMoney } from '../domain/kernel/money'
import type { SetBlockade, SetSiege } from '../domain/modules/play/commands'
import { openingNote } from '../domain/modules/play/companies'
import { cardsCost, forcesCost, researchCost, weaponsCost } from '../domain/modules/play/costs'
import type { Stage1Bill } from '../domain/modules/play/stage1'
import { firstNukeShortfall } from '../domain/modules/play/stage6'
import { whyIdle, type WhyIdle } from '../domain/modules/play/stage2'
import { sequenceStanding, type SequenceRolls, type SequenceStanding } from '../domain/modules/play/sequence'
import type { PlayState, Weapon } from '../domain/modules/play/state'
import type { Refusal } from '../domain/kernel/result'
import type { RefusalCode } from '../domain/kernel/registry'
import { currentTurn, eligibleBidders, nextPhasePatch, phaseInfo } from '../domain/modules/play/turns'
import { pendingCounterattacks } from '../domain/modules/battle/counterattacks'
import { playsRotatingAttacks } from '../domain/modules/battle/settings'
import { rotationOf } from '../domain/modules/play/settings'
import type { GameSettings } from '../domain/kernel/settings'
import type { Company, GameState } from '../domain/kernel/state'

const name = (id: PowerId) => SUPERPOWERS[id].name

/** "Cycle 2 · Stage 3 · Sell Resources · Phase C" (the Blind Bid and Player Sequence by name). */
export function playHeadline(play: PlayState): string {
  const parts = [`Cycle ${play.cycle}`, `Stage ${play.stage}`, STAGE_INFO[play.stage].name]
  if (play.step === 'bid') parts.push('Blind Bid')
  else if (play.step === 'sequence') parts.push('Player Sequence')
  else if (play.step === 'over') parts.push('Over')
  else if (play.stage >= 3) parts.push(`Phase ${play.phase}`)
  return parts.join(' · ')
}

/** The Stage tab's title: "Stage 4, Phase C: Attack with Forces and Weapons", or "Stage 7 (…) is over". */
export function phaseTitle(play: PlayState): string {
  if (play.step === 'over') return `Stage ${play.stage} (${STAGE_INFO[play.stage].name}) is over`
  const phase = phaseInfo(play)
  return phase ? `Stage ${play.stage}, Phase ${play.phase}: ${phase.name}` : `Stage ${play.stage}, Phase ${play.phase}`
}

export interface NextStep {
  text: string
  rule: string
}

const ROTATING_TASK: Record<string, string> = {
  '3C': 'sell one resource to the market, or pass',
  '4C': 'attack, or pass',
  '5C': 'move forces and pay the moving costs, or pass',
  '6C': 'build, deploy and research, then end the turn; or pass',
  '7C': 'buy one resource from the market, or pass',
  '7E': 'prospect for a resource, or pass',
}

const FREE_TASK: Record<string, string> = {
  '3D': 'Players may sell resources to each other (Market tab). Marshall: next when everyone is done',
  '6F': 'Arms bazaar: players may sell forces and weapons to each other. Marshall: next when done',
  '7D': 'Players may buy resources from each other (Market tab). Marshall: next when everyone is done',
}

/** One line of what to do now, and the rule it comes from. */
export function nextStep(state: GameState, play: PlayState): NextStep {
  const stageRule = `Basic rules, Stage ${play.stage}`
  if (play.stage === 1) {
    const waiting = state.order.filter((id) => !play.done.includes(id))
    if (waiting.length === 0) return { text: 'Marshall: move the game on when the table is ready.', rule: 'Basic rules, Stage 1' }
    return { text: `Each power pays salaries and loan interest: ${waiting.map(name).join(', ')} still to pay`, rule: 'Basic rules, Stage 1, Phases A and B' }
  }
  if (play.stage === 2) {
    if (play.done.length === 0) return { text: 'Banker: transfer every paid company’s production to the supply centers', rule: stageRule }
    return { text: 'Move the supply meters on the board; then the Marshall moves the game on.', rule: stageRule }
  }
  if (play.step === 'over') return { text: 'Marshall: move the game on when the table is ready.', rule: 'Basic rules, The Order of Play' }
  if (play.step === 'bid') return { text: 'Each power with a cube: place a secret bid', rule: 'Basic rules, Starting the Game, "Blind Bid"' }
  if (play.step === 'sequence') {
    return { text: 'The bidders roll a die each: the highest goes first', rule: 'Basic rules, Starting the Game, "Determine Player Sequence"' }
  }
  const key = `${play.stage}${play.phase}`
  const rule = `${stageRule}, Phase ${play.phase}`
  const turn = currentTurn(play)
  if (key === '4C' && turn) return stage4Step(state, play, turn)
  if (turn) return { text: `${name(turn)}: ${ROTATING_TASK[key] ?? 'act, or pass'}`, rule }
  return { text: FREE_TASK[key] ?? `${phaseInfo(play)?.name ?? 'Play this phase'}. Marshall: next when done`, rule }
}

/**
 * Stage 4, Phase C, "Rotating Attacks": who is due, and with what. A counterattack still due comes
 * first; then the turn's power attacks once, or passes; once it has attacked, it ends the turn.
 */
export type Stage4Due = { kind: 'counterattack'; power: PowerId } | { kind: 'end-turn'; power: PowerId } | { kind: 'attack'; power: PowerId }

export function stage4Due(state: GameState, play: PlayState): Stage4Due | undefined {
  const turn = currentTurn(play)
  if (play.stage !== 4 || !turn) return undefined
  const counter = pendingCounterattacks(state)[0]
  if (counter) return { kind: 'counterattack', power: counter }
  if (play.attackMade === turn) return { kind: 'end-turn', power: turn }
  return { kind: 'attack', power: turn }
}

const ROTATING_ATTACKS = 'Basic rules, Stage 4, Phase C, "Rotating Attacks"'

function stage4Step(state: GameState, play: PlayState, turn: PowerId): NextStep {
  const due = stage4Due(state, play)
  if (due?.kind === 'counterattack') return { text: `${name(due.power)} may counterattack once, anywhere, against anyone (Step F), or decline`, rule: ROTATING_ATTACKS }
  if (due?.kind === 'end-turn') return { text: `${name(turn)} has attacked: record captures and cards taken, then end the turn`, rule: ROTATING_ATTACKS }
  return { text: `${name(turn)}: attack once, or pass`, rule: ROTATING_ATTACKS }
}

/** The readings a rotating phase is played with, in one line each (shown near the actions). */
export function rotationReadings(settings: GameSettings, stage: number): string[] {
  const lines = [
    rotationOf(settings) === 'pass-is-final'
      ? 'Reading: a pass is final; the phase ends when every power has passed.'
      : 'Reading: a power that passed may act again on its next turn; the phase ends when every power passes in turn.',
  ]
  if (stage === 4 && playsRotatingAttacks(settings)) {
    lines.push(settings.counterattackEarnsCounterattack ? 'Reading: a counterattack earns its target a counterattack.' : 'Reading: a counterattack earns no counterattack.')
  }
  return lines
}

/** The first cycle's limits where they matter now, in words. */
export function firstCycleNotes(play: PlayState): string[] {
  if (play.cycle !== 1) return []
  const notes: string[] = []
  if (play.stage <= 3) notes.push('No attacks in the first cycle: Stage 4 is skipped.')
  if (play.stage === 6) notes.push('No nukes, L-stars or research in the first cycle.')
  return notes
}

/** Whether the Marshall's "next" opens a new stage (or only the next phase of this one). */
export function advanceOpensStage(state: GameState, play: PlayState): boolean {
  return nextPhasePatch(state, play).stage !== undefined
}

export interface BidProgress {
  /** Powers with a cube left, in seating order. */
  eligible: PowerId[]
  /** Eligible powers whose secret bid is in (what they bid is not here). */
  entered: PowerId[]
  /** Eligible powers still to bid, in seating order: the tablet goes to the first. */
  waiting: PowerId[]
  /** Powers with no cubes left: skipped this stage. */
  noCubes: PowerId[]
}

/** Who has bid and who has not; never what anyone bid. */
export function bidProgress(state: GameState, play: PlayState): BidProgress {
  const eligible = eligibleBidders(state, play)
  return {
    eligible,
    entered: eligible.filter((id) => play.bids[id] !== undefined),
    waiting: eligible.filter((id) => play.bids[id] === undefined),
    noCubes: state.order.filter((id) => state.powers[id] && !eligible.includes(id)),
  }
}

export type Rolls = SequenceRolls
export type SequenceRoll = SequenceStanding

/** Where the Player Sequence roll stands for the given dice: the rules' own reading (play/sequence.ts). */
export function sequenceRoll(sequence: readonly PowerId[], rolls: Rolls): SequenceRoll {
  return sequenceStanding(sequence, rolls)
}

export const WHY_IDLE_LABELS: Record<WhyIdle, string> = {
  closed: 'closed (face down): no salary, no production',
  unpaid: 'salary unpaid in Stage 1',
  blockaded: 'its territory is under blockade',
  siege: 'the home country is under siege: no foreign production',
}

/**
 * Why one company produces nothing this cycle, in words: the basic reasons first, then a rule
 * module's (RuleModule.idle: "blockaded by the pirate of Tokyo Bay"), as Stage 2 asks them.
 * Without a guided game, only a closed card is idle.
 */
export function idleReason(state: GameState, power: PowerId, company: Company): string | undefined {
  const play = state.play
  if (!play) return company.isOpen ? undefined : WHY_IDLE_LABELS.closed
  const why = whyIdle(play, power, company)
  return why ? WHY_IDLE_LABELS[why] : rulesFor(state.ruleset).idle(state, power, company)
}

/** A power's companies that produce nothing this cycle, with the reason in words. */
export function idleCompanies(state: GameState, _play: PlayState, power: PowerId): { company: Company; why: string }[] {
  return (state.powers[power]?.companies ?? []).flatMap((company) => {
    const why = idleReason(state, power, company)
    return why ? [{ company, why }] : []
  })
}

/** "4 armies and 0 navies", "2 air units". */
function unitCountsText(line: BillLine): string {
  const parts = (line.units ?? []).map(({ unit, count }) => `${count} ${count === 1 ? unit.name : unit.plural}`)
  if (parts.length === 0) return line.label
  const last = parts.pop()!
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last
}

/** The Stage 1 bill as lines ("6 companies × $50M = $300M"), then the total. */
export function stage1Lines(bill: Stage1Bill): string[] {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const lines = [
    `${plural(bill.paidCompanies, 'company', 'companies')} × ${formatMoney(COMPANY_SALARY)} = ${formatMoney(bill.companySalaries)}`,
    // One line per unit line of the unit table: "4 armies and 0 navies × $10M = $40M".
    ...bill.forceLines.map((l) => `${unitCountsText(l)} × ${formatMoney(l.each ?? l.amount)} = ${formatMoney(l.amount)}`),
  ]
  if (bill.interest > 0) lines.push(`Loan interest ${formatMoney(bill.interest)}`)
  if (bill.interestUnpaid > 0) lines.push(`Interest left unpaid ${formatMoney(bill.interestUnpaid)} (goes into arrears)`)
  if (bill.principal > 0) lines.push(`Principal repaid ${formatMoney(bill.principal)}`)
  return lines
}

/** The player commanding a power, for "Hand the tablet to USA (Ann)". */
export function seatLabel(state: GameState, power: PowerId): string {
  const player = state.powers[power]?.player
  return player ? `${name(power)} (${player})` : name(power)
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`
const andList = (parts: string[]): string => parts.filter(Boolean).join(' and ')

/** Stage 6, Phase C: "4 armies and 2 navies: 2 sets (2 grain, 2 oil, 2 minerals) and $600M". */
export function forcesSummary(armies: number, navies: number): string {
  const cost = forcesCost(armies, navies)
  const what = andList([armies > 0 ? plural(armies, 'army', 'armies') : '', navies > 0 ? plural(navies, 'navy', 'navies') : ''])
  return `${what}: ${plural(cost.sets, 'set', 'sets')} (${cost.sets} grain, ${cost.sets} oil, ${plural(cost.sets, 'mineral', 'minerals')}) and ${formatMoney(cost.money)}`
}

/** Where the new pieces go on the board (Stage 6, Phase C, "Where to Build Armies and Navies"). */
export function placementLines(power: PowerId, armies: number, navies: number): string[] {
  const lines: string[] = []
  if (armies > 0) lines.push(`Place ${plural(armies, `${name(power)} army`, `${name(power)} armies`)} in home territories, or foreign ones where ${name(power)} already has an army`)
  if (navies > 0) lines.push(`Place ${plural(navies, `${name(power)} navy`, `${name(power)} navies`)} in seas next to its ports (not next to an opponent's port)`)
  return lines
}

/** Stage 6, Phase D: "1 nuke and 2 L-stars: 5 minerals and $2,500M". */
export function weaponsSummary(nukes: number, lstars: number): string {
  const cost = weaponsCost(nukes, lstars)
  const what = andList([nukes > 0 ? plural(nukes, 'nuke', 'nukes') : '', lstars > 0 ? plural(lstars, 'L-star', 'L-stars') : ''])
  return `${what}: ${plural(cost.minerals, 'mineral', 'minerals')} and ${formatMoney(cost.money)}`
}

/**
 * Stage 6, Phase E: "3 cards turned: $600M", or with the first nuke when its card is found; when
 * the power cannot pay for the first nuke (`shortfall`), the cards only (NUKE_CARD_SHORT_READING).
 */
export function researchSummary(weapon: Weapon, cardsTurned: number, found: boolean, shortfall?: string): string {
  const cards = `${plural(cardsTurned, 'card', 'cards')} turned`
  const cost = researchCost(weapon, cardsTurned, found && shortfall === undefined)
  if (found && weapon === 'nukes' && shortfall !== undefined) return `${cards}: ${formatMoney(cost.money)}; no nuke built (${shortfall}), the research is complete`
  if (cost.minerals === 0) return `${cards}: ${formatMoney(cost.money)}`
  return `${cards} and the first nuke: ${plural(cost.minerals, 'mineral', 'minerals')} and ${formatMoney(cost.money)}`
}

/** Why finding the nuke card now would build no first nuke (full row, no mineral, no cash), or undefined. */
export function firstNukeShort(state: GameState, power: PowerId, cardsTurned: number): string | undefined {
  const held = state.powers[power]
  return held ? firstNukeShortfall(state, held, cardsTurned) : undefined
}

/** Stage 7, Phase E: "3 cards turned × $200M = $600M (the kept card included)". */
export function prospectSummary(cardsTurned: number): string {
  return `${plural(cardsTurned, 'card', 'cards')} turned × ${formatMoney(CARD_TURN_COST)} = ${formatMoney(cardsCost(cardsTurned))} (the kept card included)`
}

/** Refusals that mean "not possible now at all" (not "not enough of something"): a control is disabled. */
const BLOCKING_CODES: readonly RefusalCode[] = ['first-cycle', 'no-technology', 'nuke-researched-this-turn', 'wrong-stage', 'not-your-turn', 'not-now', 'not-guided']

/** The rules core's refusal of a probe command when it means the action is closed now, else undefined. */
export function blockedBy(state: GameState, command: Command): Refusal | undefined {
  const result = decide(state, command)
  return !result.ok && BLOCKING_CODES.includes(result.refusal.code) ? result.refusal : undefined
}

/** What a blockade or a siege does to production, building and trading (Stage 4, Tactics). */
export function tacticsEffect(command: SetBlockade | SetSiege): string {
  if (command.kind === 'setBlockade') {
    return command.blockaded
      ? `Companies in ${command.territory} produce nothing and no new armies are built there until a port is freed.`
      : `${command.territory} produces again from the next Stage 2.`
  }
  const who = name(command.power)
  return command.besieged
    ? `${who}: no production from foreign territories, no new forces abroad, no trading with the market or other players until a home port is freed.`
    : `${who} may build abroad and trade again.`
}

/** Closing or opening a card, in words: "Reopening it later costs $200M." or openingNote's cost. */
export function turnCardNote(company: Company, afterSalaries = false): string {
  if (!company.isOpen && afterSalaries) return `${openingNote(company)} Stage 1 salaries are already paid without it, so it produces nothing in this cycle's Stage 2.`
  if (!company.isOpen) return openingNote(company)
  return `Closed, ${company.name} pays no salary and produces nothing; reopening it later costs ${formatMoney(REOPEN_COST)} (Basic rules, "Closing").`
}
