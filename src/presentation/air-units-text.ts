import { SUPERPOWERS } from '../domain/kernel/superpowers'
import type { PowerId } from '../domain/kernel/ids'
import type { Command } from '../domain/kernel/registry'
import { formatMoney } from '../domain/kernel/money'
import type { LogEntry } from '../domain/kernel/log'

/** Log lines of the Air Units module's commands. */
const name = (id: PowerId) => SUPERPOWERS[id].name
const airUnits = (n: number) => `${n} air unit${n === 1 ? '' : 's'}`

type Of<K extends Command['kind']> = Extract<Command, { kind: K }>

export const AIR_UNITS_WORDING = {
  buildAirUnits: (cmd: Of<'buildAirUnits'>) => `${name(cmd.power)} built ${airUnits(cmd.count)}`,
  flyAirUnits: (cmd: Of<'flyAirUnits'>) =>
    `${name(cmd.power)} flew air units (${cmd.airUnitTerritories} air unit-territor${cmd.airUnitTerritories === 1 ? 'y' : 'ies'}${cmd.cargoTerritories ? `, ${cmd.cargoTerritories} with cargo` : ''})`,
  sellAirUnits: (cmd: Of<'sellAirUnits'>) =>
    `${name(cmd.seller)} sold ${airUnits(cmd.count)} to ${name(cmd.buyer)}${cmd.price > 0 ? ` for ${formatMoney(cmd.price)}` : ' (a gift)'}`,
  fightAirBattle: (cmd: Of<'fightAirBattle'>) =>
    `${name(cmd.attacker)} attacked ${cmd.defender === 'militia' ? 'the militia' : name(cmd.defender)} in ${cmd.target} with air units (${cmd.attackerDice.join('+') || 'no dice'} against ${cmd.defenderDice.join('+')})`,
  bombingRun: (cmd: Of<'bombingRun'>) => `${name(cmd.power)} bombed ${cmd.target} (${name(cmd.defender)}) from high altitude (${cmd.dice.join(', ')})`,
} satisfies { [K in Command['kind']]?: (cmd: Of<K>, entry: LogEntry) => string }
