import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { PowerId } from '../domain/kernel/ids'
import type { Command } from '../domain/kernel/registry'
import { formatMoney } from '../domain/kernel/money'
import type { LogEntry } from '../domain/kernel/log'
import { KNOWN_NAMES, LIGHT_BLUE_SEAS } from '../domain/modules/warlords/data'

/** Log lines of the Warlords and Pirates module's commands. */
const name = (id: PowerId) => SUPERPOWERS[id].name
const WEAPON: Record<string, [string, string]> = { nukes: ['nuke', 'nukes'], lstars: ['L-star', 'L-stars'], airUnits: ['air unit', 'air units'] }
const weapons = (n: number, weapon: string) => `${n} ${WEAPON[weapon]?.[n === 1 ? 0 : 1] ?? weapon}`

/** "Sivaji, the warlord of India", "the pirate of Tokyo Bay". */
function holder(zone: string): string {
  const who = `the ${LIGHT_BLUE_SEAS.includes(zone) ? 'pirate' : 'warlord'} of ${zone}`
  const known = KNOWN_NAMES[zone]
  return known ? `${known}, ${who}` : who
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

type Of<K extends Command['kind']> = Extract<Command, { kind: K }>

/** The card an entry moved, or the one a bid names (bids move no card). */
function cardOf(entry: LogEntry): string {
  for (const e of entry.events) {
    if (e.type === 'companyChanged') return e.to.name
    if (e.type === 'companyAdded' || e.type === 'companyRemoved') return e.company.name
  }
  return "a card in a warlord's zone"
}

/** What `power` paid in this entry. */
function paid(entry: LogEntry, power: PowerId): number {
  return entry.events.reduce((sum, e) => (e.type === 'moneyTransferred' && e.from === power ? sum + e.amount : sum), 0)
}

function buyerOf(entry: LogEntry): { power: PowerId; amount: number } | undefined {
  const e = entry.events.find((x) => x.type === 'moneyTransferred' && x.from in SUPERPOWERS)
  return e?.type === 'moneyTransferred' ? { power: e.from as PowerId, amount: e.amount } : undefined
}

export const WARLORDS_WORDING = {
  setUpNeutralZones: (cmd: Of<'setUpNeutralZones'>) =>
    `The Marshall placed the warlords and pirates (${cmd.mode === 'lt6' ? 'LT6' : 'Full House'}, ${cmd.zones.length} zone${cmd.zones.length === 1 ? '' : 's'})`,
  sellToWarlord: (cmd: Of<'sellToWarlord'>) => `${name(cmd.power)} sold ${weapons(cmd.count, cmd.weapon)} to ${holder(cmd.zone)}`,
  buyFromWarlord: (cmd: Of<'buyFromWarlord'>) => `${name(cmd.power)} bought ${weapons(cmd.count, cmd.weapon)} from ${holder(cmd.zone)} for ${formatMoney(cmd.price)}`,
  attackWarlord: (cmd: Of<'attackWarlord'>) => `${name(cmd.attacker)} attacked ${holder(cmd.zone)} (${cmd.attackerDice.join('+')} against the Marshall's ${cmd.defenderDice.join('+')})`,
  warlordStrike: (cmd: Of<'warlordStrike'>) => {
    const screen = cmd.lstarDice.length > 0 ? `L-stars ${cmd.lstarDice.join('+')}` : 'no L-stars'
    const die = cmd.die === undefined ? '' : `, the Marshall's die ${cmd.die}`
    const roulette = cmd.rouletteDie === undefined ? '' : `; Nuclear Roulette die ${cmd.rouletteDie}`
    return `First strike: ${holder(cmd.zone)} fired its nukes at ${name(cmd.attacker)}'s ${cmd.target}${die} (${screen}${roulette})`
  },
  captureWarlordZone: (cmd: Of<'captureWarlordZone'>) => `${name(cmd.attacker)} captured ${cmd.zone} from ${holder(cmd.zone)}`,
  reinforceWarlord: (cmd: Of<'reinforceWarlord'>) => `${capital(holder(cmd.zone))} built reinforcements: ${cmd.die} ${LIGHT_BLUE_SEAS.includes(cmd.zone) ? (cmd.die === 1 ? 'navy' : 'navies') : cmd.die === 1 ? 'army' : 'armies'}`,
  nukeWarlordZone: (cmd: Of<'nukeWarlordZone'>) =>
    `${name(cmd.attacker)} fired ${weapons(cmd.nukes, 'nukes')} at ${holder(cmd.zone)} (${cmd.lstarDice.length > 0 ? `the Marshall's L-stars ${cmd.lstarDice.join('+')}` : 'no L-stars'}${cmd.rouletteDie === undefined ? '' : `; Nuclear Roulette die ${cmd.rouletteDie}`})`,
  vacateWarlordZone: (cmd: Of<'vacateWarlordZone'>) => `${name(cmd.power)} left ${cmd.zone}: ${holder(cmd.zone)} may build there again`,
  payForNeutralCard: (cmd: Of<'payForNeutralCard'>, entry: LogEntry) => `${name(cmd.power)} paid the warlord's ${formatMoney(paid(entry, cmd.power))} for ${cardOf(entry)}, left unpaid by its owner, and took it`,
  bidForNeutralCard: (cmd: Of<'bidForNeutralCard'>, entry: LogEntry) => `${name(cmd.power)} bid ${formatMoney(cmd.amount)} for ${cardOf(entry)}`,
  closeNeutralCardBids: (_cmd: Of<'closeNeutralCardBids'>, entry: LogEntry) => {
    const buyer = buyerOf(entry)
    return buyer ? `The warlord sold ${cardOf(entry)} to the highest bidder, ${name(buyer.power)}, for ${formatMoney(buyer.amount)}` : `The bids for ${cardOf(entry)} closed`
  },
  payBlockadeFee: (cmd: Of<'payBlockadeFee'>, entry: LogEntry) => `${name(cmd.payer)} paid ${formatMoney(paid(entry, cmd.payer))} to ${holder(cmd.zone)}, to blockade ${cmd.territory} (the Marshall's die ${cmd.die})`,
  liftBlockade: (cmd: Of<'liftBlockade'>, entry: LogEntry) => `${name(cmd.power)} paid the Super Fee, ${formatMoney(paid(entry, cmd.power))}, to lift the blockade of ${cmd.territory} (${name(cmd.power)}'s die ${cmd.die})`,
  rollSellingPosition: (cmd: Of<'rollSellingPosition'>) => `Stage 3: the selling position rolled, die ${cmd.die}`,
} satisfies { [K in Command['kind']]?: (cmd: Of<K>, entry: LogEntry) => string }
