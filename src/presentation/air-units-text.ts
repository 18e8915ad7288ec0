import type { Command } from '../domain/kernel/registry'
import type { LogEntry } from '../domain/kernel/log'
import { money } from './catalogs/common'
import { powerName as name } from './catalogs/powers'
import { airLogWords as w } from './catalogs/air-log'

/** Log lines of the Air Units module's commands, from the `airLog` catalog each time a line is shown. */
const airUnits = (n: number) => w('airUnits', { n }, n)

type Of<K extends Command['kind']> = Extract<Command, { kind: K }>

export const AIR_UNITS_WORDING = {
  buildAirUnits: (cmd: Of<'buildAirUnits'>) => w('built', { power: name(cmd.power), n: cmd.count }, cmd.count),
  flyAirUnits: (cmd: Of<'flyAirUnits'>) =>
    cmd.cargoTerritories
      ? w('flewCargo', { power: name(cmd.power), n: cmd.airUnitTerritories, cargo: cmd.cargoTerritories }, cmd.airUnitTerritories)
      : w('flew', { power: name(cmd.power), n: cmd.airUnitTerritories }, cmd.airUnitTerritories),
  sellAirUnits: (cmd: Of<'sellAirUnits'>) => {
    const values = { seller: name(cmd.seller), units: airUnits(cmd.count), buyer: name(cmd.buyer) }
    return cmd.price > 0 ? w('sold', { ...values, amount: money(cmd.price) }) : w('gave', values)
  },
  fightAirBattle: (cmd: Of<'fightAirBattle'>) =>
    w('attacked', {
      attacker: name(cmd.attacker),
      defender: cmd.defender === 'militia' ? w('theMilitia') : name(cmd.defender),
      target: cmd.target,
      a: cmd.attackerDice.join('+') || w('noDice'),
      d: cmd.defenderDice.join('+'),
    }),
  bombingRun: (cmd: Of<'bombingRun'>) => w('bombed', { power: name(cmd.power), target: cmd.target, defender: name(cmd.defender), dice: cmd.dice.join(', ') }),
} satisfies { [K in Command['kind']]?: (cmd: Of<K>, entry: LogEntry) => string }
