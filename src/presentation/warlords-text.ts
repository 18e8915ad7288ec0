import type { PowerId } from '../domain/kernel/ids'
import type { Command } from '../domain/kernel/registry'
import type { LogEntry } from '../domain/kernel/log'
import { isPowerId } from '../domain/kernel/ids'
import { KNOWN_NAMES, LIGHT_BLUE_SEAS } from '../domain/modules/warlords/data'
import { money } from './catalogs/common'
import { powerName as name } from './catalogs/powers'
import { capital, holderText, warlordsNames, weaponCount, zoneForces } from './catalogs/warlords-names'
import { warlordsLogWords as w } from './catalogs/warlords-log'

/**
 * Log lines of the Warlords and Pirates module's commands, in the reader's language: the log keeps
 * the commands; the sentences come from the `warlordsLog` catalog each time a line is shown.
 */
const weapons = (n: number, weapon: string) => (weapon === 'nukes' || weapon === 'lstars' || weapon === 'airUnits' ? weaponCount(n, weapon) : `${n} ${weapon}`)
const kindOf = (zone: string) => (LIGHT_BLUE_SEAS.includes(zone) ? 'pirate' : 'warlord')

/** "Sivaji, the warlord of India", "the pirate of Tokyo Bay" (the log has the zone; the known names are the board's). */
function holder(zone: string): string {
  return holderText({ zone, kind: kindOf(zone), name: KNOWN_NAMES[zone] })
}

type Of<K extends Command['kind']> = Extract<Command, { kind: K }>

/** The card an entry moved, or the one a bid names (bids move no card). */
function cardOf(entry: LogEntry): string {
  for (const e of entry.events) {
    if (e.type === 'companyChanged') return e.to.name
    if (e.type === 'companyAdded' || e.type === 'companyRemoved') return e.company.name
  }
  return w('aZoneCard')
}

/** What `power` paid in this entry. */
function paid(entry: LogEntry, power: PowerId): string {
  return money(entry.events.reduce((sum, e) => (e.type === 'moneyTransferred' && e.from === power ? sum + e.amount : sum), 0))
}

function buyerOf(entry: LogEntry): { power: PowerId; amount: number } | undefined {
  const e = entry.events.find((x) => x.type === 'moneyTransferred' && isPowerId(x.from))
  return e?.type === 'moneyTransferred' ? { power: e.from as PowerId, amount: e.amount } : undefined
}

/** The L-star screen and the roulette die, in the parentheses after a strike. */
function screenDetails(lstars: string, rouletteDie: number | undefined): string {
  return rouletteDie === undefined ? lstars : w('detailsAnd', { first: lstars, then: w('rouletteDie', { die: rouletteDie }) })
}

const dice = (d: readonly number[]) => d.join('+')

export const WARLORDS_WORDING = {
  setUpNeutralZones: (cmd: Of<'setUpNeutralZones'>) => w('setUp', { mode: warlordsNames(cmd.mode === 'lt6' ? 'lt6' : 'fullHouse'), n: cmd.zones.length }, cmd.zones.length),
  sellToWarlord: (cmd: Of<'sellToWarlord'>) => w('sold', { power: name(cmd.power), weapons: weapons(cmd.count, cmd.weapon), holder: holder(cmd.zone) }),
  noteClientList: (cmd: Of<'noteClientList'>) =>
    cmd.lines.length === 0
      ? w('clientListNone')
      : w('clientList', { lines: cmd.lines.map((l) => w('clientLine', { power: name(l.power), weapons: weapons(l.count, l.weapon), holder: holder(l.zone) })).join('; ') }),
  buyFromWarlord: (cmd: Of<'buyFromWarlord'>) => w('bought', { power: name(cmd.power), weapons: weapons(cmd.count, cmd.weapon), holder: holder(cmd.zone), amount: money(cmd.price) }),
  attackWarlord: (cmd: Of<'attackWarlord'>) => w('attacked', { attacker: name(cmd.attacker), holder: holder(cmd.zone), dice: dice(cmd.attackerDice), marshall: dice(cmd.defenderDice) }),
  warlordStrike: (cmd: Of<'warlordStrike'>) => {
    const details = screenDetails(cmd.lstarDice.length > 0 ? w('lstarDice', { dice: dice(cmd.lstarDice) }) : w('noLstars'), cmd.rouletteDie)
    const values = { holder: holder(cmd.zone), attacker: name(cmd.attacker), target: cmd.target, details }
    return cmd.die === undefined ? w('strike', values) : w('strikeTie', { ...values, die: cmd.die })
  },
  captureWarlordZone: (cmd: Of<'captureWarlordZone'>) => w('captured', { attacker: name(cmd.attacker), zone: cmd.zone, holder: holder(cmd.zone) }),
  reinforceWarlord: (cmd: Of<'reinforceWarlord'>) => capital(w('reinforced', { holder: holder(cmd.zone), forces: zoneForces(cmd.die, kindOf(cmd.zone)) })),
  nukeWarlordZone: (cmd: Of<'nukeWarlordZone'>) =>
    w('nuked', {
      attacker: name(cmd.attacker),
      nukes: weaponCount(cmd.nukes, 'nukes'),
      holder: holder(cmd.zone),
      details: screenDetails(cmd.lstarDice.length > 0 ? w('marshallLstars', { dice: dice(cmd.lstarDice) }) : w('noLstars'), cmd.rouletteDie),
    }),
  vacateWarlordZone: (cmd: Of<'vacateWarlordZone'>) => w('vacated', { power: name(cmd.power), zone: cmd.zone, holder: holder(cmd.zone) }),
  payForNeutralCard: (cmd: Of<'payForNeutralCard'>, entry: LogEntry) => w('paidForCard', { power: name(cmd.power), amount: paid(entry, cmd.power), card: cardOf(entry) }),
  bidForNeutralCard: (cmd: Of<'bidForNeutralCard'>, entry: LogEntry) => w('bid', { power: name(cmd.power), amount: money(cmd.amount), card: cardOf(entry) }),
  closeNeutralCardBids: (_cmd: Of<'closeNeutralCardBids'>, entry: LogEntry) => {
    const buyer = buyerOf(entry)
    return buyer ? w('cardSold', { card: cardOf(entry), power: name(buyer.power), amount: money(buyer.amount) }) : w('bidsClosed', { card: cardOf(entry) })
  },
  payBlockadeFee: (cmd: Of<'payBlockadeFee'>, entry: LogEntry) => w('blockadeFee', { payer: name(cmd.payer), amount: paid(entry, cmd.payer), holder: holder(cmd.zone), territory: cmd.territory, die: cmd.die }),
  liftBlockade: (cmd: Of<'liftBlockade'>, entry: LogEntry) => w('superFee', { power: name(cmd.power), amount: paid(entry, cmd.power), territory: cmd.territory, die: cmd.die }),
  rollSellingPosition: (cmd: Of<'rollSellingPosition'>) => w('sellingRolled', { die: cmd.die }),
} satisfies { [K in Command['kind']]?: (cmd: Of<K>, entry: LogEntry) => string }

/** The module's accounts by name in the reader's language: the warlords' treasury. */
export const WARLORDS_ACCOUNTS: Readonly<Record<string, () => string>> = {
  'warlords:treasury': () => w('treasury'),
}
