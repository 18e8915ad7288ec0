/**
 * Questions the order-of-play screens ask: the banner's headline and next step, who still has
 * to bid (never what they bid), who must roll again for the player sequence, why a company
 * is idle. Pure, so the components only display.
 */
import type { Command } from '../domain/kernel/commands'
import { CARD_TURN_COST, COMPANY_SALARY, REOPEN_COST, STAGE_INFO } from '../domain/modules/play/data'
import type { BillLine } from '../domain/kernel/module'
import { decide, rulesFor } from '../domain/rules'
import type { PowerId } from '../domain/kernel/ids'
import { money as formatMoney } from './catalogs/common'
import { powerName } from './catalogs/powers'
import { playWords as w, type PLAY } from './catalogs/play'
import { formatInteger, formatList } from './i18n/numbers'
import { unitCountText } from './catalogs/board'
import { stageWords, type STAGES } from './catalogs/home'
import { phaseName } from './catalogs/phases'
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
import { phraseText } from './refusal-text'

const name = (id: PowerId) => powerName(id)
const num = formatInteger

/** "Cycle 2 · Stage 3 · Sell Resources · Phase C" (the Blind Bid and Player Sequence by name). */
export function playHeadline(play: PlayState): string {
  const parts = [w('cycle', { cycle: num(play.cycle) }), w('stage', { stage: num(play.stage) }), stageName(play.stage)]
  if (play.step === 'bid') parts.push(w('blindBid'))
  else if (play.step === 'sequence') parts.push(w('playerSequence'))
  else if (play.step === 'over') parts.push(w('over'))
  else if (play.stage >= 3) parts.push(w('phase', { phase: play.phase }))
  return parts.join(' · ')
}

/** The Stage tab's title: "Stage 4, Phase C: Attack with Forces and Weapons", or "Stage 7 (…) is over". */
export function phaseTitle(play: PlayState): string {
  if (play.step === 'over') return w('stageOverTitle', { stage: num(play.stage), name: stageName(play.stage) })
  const name = phaseInfo(play) ? phaseName(play.stage, play.phase) : ''
  return name ? w('phaseTitle', { stage: num(play.stage), phase: play.phase, name }) : w('phaseTitleNoName', { stage: num(play.stage), phase: play.phase })
}

export interface NextStep {
  text: string
  rule: string
}

const ROTATING_TASK: Record<string, 'task3C' | 'task4C' | 'task5C' | 'task6C' | 'task7C' | 'task7E'> = {
  '3C': 'task3C',
  '4C': 'task4C',
  '5C': 'task5C',
  '6C': 'task6C',
  '7C': 'task7C',
  '7E': 'task7E',
}

const FREE_TASK: Record<string, 'free3D' | 'free6F' | 'free7D'> = {
  '3D': 'free3D',
  '6F': 'free6F',
  '7D': 'free7D',
}

/** A stage's name as the rules give it, in the reader's language. */
export function stageName(stage: number): string {
  return stage in STAGE_INFO ? stageWords(`s${stage}` as keyof typeof STAGES) : ''
}

/** One line of what to do now, and the rule it comes from. */
export function nextStep(state: GameState, play: PlayState): NextStep {
  const stageRule = w('ruleStage', { stage: num(play.stage) })
  if (play.stage === 1) {
    const waiting = state.order.filter((id) => !play.done.includes(id))
    if (waiting.length === 0) return { text: w('marshallMoveOn'), rule: w('ruleStage1') }
    return { text: w('stillToPay', { powers: waiting.map(name).join(', ') }), rule: w('ruleStage1Phases') }
  }
  if (play.stage === 2) {
    if (play.done.length === 0) return { text: w('transferProduction'), rule: stageRule }
    return { text: w('moveMeters'), rule: stageRule }
  }
  if (play.step === 'over') return { text: w('marshallMoveOn'), rule: w('ruleOrderOfPlay') }
  if (play.step === 'bid') return { text: w('placeBid'), rule: w('ruleBlindBid') }
  if (play.step === 'sequence') return { text: w('rollSequence'), rule: w('ruleSequence') }
  const key = `${play.stage}${play.phase}`
  const rule = w('ruleStagePhase', { stage: num(play.stage), phase: play.phase })
  const turn = currentTurn(play)
  if (key === '4C' && turn) return stage4Step(state, play, turn)
  if (turn) return { text: w(ROTATING_TASK[key] ?? 'taskOther', { power: name(turn) }), rule }
  const free = FREE_TASK[key]
  return { text: free ? w(free) : w('freeOther', { name: (phaseInfo(play) && phaseName(play.stage, play.phase)) || w('playThisPhase') }), rule }
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

function stage4Step(state: GameState, play: PlayState, turn: PowerId): NextStep {
  const due = stage4Due(state, play)
  const rule = w('ruleRotatingAttacks')
  if (due?.kind === 'counterattack') return { text: w('mayCounterattack', { power: name(due.power) }), rule }
  if (due?.kind === 'end-turn') return { text: w('hasAttacked', { power: name(turn) }), rule }
  return { text: w('attackOnce', { power: name(turn) }), rule }
}

/** The readings a rotating phase is played with, in one line each (shown near the actions). */
export function rotationReadings(settings: GameSettings, stage: number): string[] {
  const lines = [
    rotationOf(settings) === 'pass-is-final' ? w('readingPassFinal') : w('readingPassAgain'),
  ]
  if (stage === 4 && playsRotatingAttacks(settings)) {
    lines.push(settings.counterattackEarnsCounterattack ? w('readingCounterEarns') : w('readingCounterNot'))
  }
  return lines
}

/** The first cycle's limits where they matter now, in words. */
export function firstCycleNotes(play: PlayState): string[] {
  if (play.cycle !== 1) return []
  const notes: string[] = []
  if (play.stage <= 3) notes.push(w('firstCycleNoAttacks'))
  if (play.stage === 6) notes.push(w('firstCycleNoWeapons'))
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

const WHY_IDLE_KEYS = { closed: 'idleClosed', unpaid: 'idleUnpaid', blockaded: 'idleBlockaded', siege: 'idleSiege' } as const satisfies Record<WhyIdle, keyof typeof PLAY>

/** Why a company is idle, in words ("salary unpaid in Stage 1"). */
export function whyIdleLabel(why: WhyIdle): string {
  return w(WHY_IDLE_KEYS[why])
}

/**
 * Why one company produces nothing this cycle, in words: the basic reasons first, then a rule
 * module's (RuleModule.idle: "blockaded by the pirate of Tokyo Bay"), as Stage 2 asks them.
 * Without a guided game, only a closed card is idle.
 */
export function idleReason(state: GameState, power: PowerId, company: Company): string | undefined {
  const play = state.play
  if (!play) return company.isOpen ? undefined : whyIdleLabel('closed')
  const why = whyIdle(play, power, company)
  return why ? whyIdleLabel(why) : rulesFor(state.ruleset).idle(state, power, company)
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
  const parts = (line.units ?? []).map(({ unit, count }) => unitCountText(unit.id, count, count === 1 ? unit.name : unit.plural))
  return parts.length === 0 ? line.label : formatList(parts)
}

/** The Stage 1 bill as lines ("6 companies × $50M = $300M"), then the total. */
export function stage1Lines(bill: Stage1Bill): string[] {
  const lines = [
    w('billLine', { what: counted('companies', bill.paidCompanies), each: formatMoney(COMPANY_SALARY), total: formatMoney(bill.companySalaries) }),
    // One line per unit line of the unit table: "4 armies and 0 navies × $10M = $40M".
    ...bill.forceLines.map((l) => w('billLine', { what: unitCountsText(l), each: formatMoney(l.each ?? l.amount), total: formatMoney(l.amount) })),
  ]
  if (bill.interest > 0) lines.push(w('loanInterest', { amount: formatMoney(bill.interest) }))
  if (bill.interestUnpaid > 0) lines.push(w('interestUnpaid', { amount: formatMoney(bill.interestUnpaid) }))
  if (bill.principal > 0) lines.push(w('principalRepaid', { amount: formatMoney(bill.principal) }))
  return lines
}

/** The player commanding a power, for "Hand the tablet to USA (Ann)". */
export function seatLabel(state: GameState, power: PowerId): string {
  const player = state.powers[power]?.player
  return player ? w('seat', { power: name(power), player }) : name(power)
}

/** "2 armies", "1 mineral": a count with its noun, in the reader's language. */
const counted = (key: 'companies' | 'armies' | 'navies' | 'sets' | 'minerals' | 'nukes' | 'lstars' | 'cards' | 'cardsTurned', n: number): string => w(key, { n: num(n) }, n)
const andList = (parts: string[]): string => formatList(parts.filter(Boolean))

/** Stage 6, Phase C: "4 armies and 2 navies: 2 sets (2 grain, 2 oil, 2 minerals) and $600M". */
export function forcesSummary(armies: number, navies: number): string {
  const cost = forcesCost(armies, navies)
  const what = andList([armies > 0 ? counted('armies', armies) : '', navies > 0 ? counted('navies', navies) : ''])
  return w('forcesSummary', { what, sets: counted('sets', cost.sets), n: num(cost.sets), minerals: counted('minerals', cost.sets), money: formatMoney(cost.money) })
}

/** Where the new pieces go on the board (Stage 6, Phase C, "Where to Build Armies and Navies"). */
export function placementLines(power: PowerId, armies: number, navies: number): string[] {
  const lines: string[] = []
  if (armies > 0) lines.push(w('placeArmies', { n: num(armies), power: name(power) }, armies))
  if (navies > 0) lines.push(w('placeNavies', { n: num(navies), power: name(power) }, navies))
  return lines
}

/** Stage 6, Phase D: "1 nuke and 2 L-stars: 5 minerals and $2,500M". */
export function weaponsSummary(nukes: number, lstars: number): string {
  const cost = weaponsCost(nukes, lstars)
  const what = andList([nukes > 0 ? counted('nukes', nukes) : '', lstars > 0 ? counted('lstars', lstars) : ''])
  return w('weaponsSummary', { what, minerals: counted('minerals', cost.minerals), money: formatMoney(cost.money) })
}

/**
 * Stage 6, Phase E: "3 cards turned: $600M", or with the first nuke when its card is found; when
 * the power cannot pay for the first nuke (`shortfall`), the cards only (NUKE_CARD_SHORT_READING).
 */
export function researchSummary(weapon: Weapon, cardsTurned: number, found: boolean, shortfall?: string): string {
  const cards = counted('cardsTurned', cardsTurned)
  const cost = researchCost(weapon, cardsTurned, found && shortfall === undefined)
  if (found && weapon === 'nukes' && shortfall !== undefined) return w('researchNoNuke', { cards, money: formatMoney(cost.money), shortfall })
  if (cost.minerals === 0) return w('researchCards', { cards, money: formatMoney(cost.money) })
  return w('researchWithNuke', { cards, minerals: counted('minerals', cost.minerals), money: formatMoney(cost.money) })
}

/** Why finding the nuke card now would build no first nuke (full row, no mineral, no cash), or undefined. */
export function firstNukeShort(state: GameState, power: PowerId, cardsTurned: number): string | undefined {
  const held = state.powers[power]
  const short = held ? firstNukeShortfall(state, held, cardsTurned) : undefined
  return short && phraseText(short)
}

/** Stage 7, Phase E: "3 cards turned × $200M = $600M (the kept card included)". */
export function prospectSummary(cardsTurned: number): string {
  return w('prospectSummary', { cards: counted('cardsTurned', cardsTurned), each: formatMoney(CARD_TURN_COST), total: formatMoney(cardsCost(cardsTurned)) })
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
    return w(command.blockaded ? 'blockadeOn' : 'blockadeOff', { territory: command.territory })
  }
  return w(command.besieged ? 'siegeOn' : 'siegeOff', { power: name(command.power) })
}

/** Closing or opening a card, in words: "Reopening it later costs $200M." or openingNote's cost. */
export function turnCardNote(company: Company, afterSalaries = false): string {
  if (!company.isOpen && afterSalaries) return w('reopenAfterSalaries', { note: openingNote(company) })
  if (!company.isOpen) return openingNote(company)
  return w('closeNote', { company: company.name, money: formatMoney(REOPEN_COST) })
}
