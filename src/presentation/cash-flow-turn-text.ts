/**
 * How the Cash Flow turn's commands read in the log and on Undo: the action chosen, the turn ended,
 * the entropy discard (the company it took, from the entry's events). Each action's own commands
 * are worded by its helper's file.
 */
import type { Command } from '../domain/kernel/commands'
import type { LogEntry } from '../domain/kernel/log'
import { SUPERPOWERS } from '../domain/kernel/superpowers'
import { ACTION_NAMES } from '../domain/modules/cash-flow'

type Of<K extends Command['kind']> = Extract<Command, { kind: K }>
const name = (id: keyof typeof SUPERPOWERS) => SUPERPOWERS[id].name

export const CASH_FLOW_TURN_WORDING = {
  selectAction: (cmd: Of<'selectAction'>) => `${name(cmd.power)} chose the ${ACTION_NAMES[cmd.action]} action`,
  endCashFlowTurn: (cmd: Of<'endCashFlowTurn'>) => `${name(cmd.power)} ended its turn`,
  discardForEntropy: (cmd: Of<'discardForEntropy'>, entry: LogEntry) => {
    const removed = entry.events.find((e) => e.type === 'companyRemoved')
    const dice = cmd.typeDice.length > 0 ? ` (type ${cmd.typeDice.join(', then ')}; production ${cmd.productionDie})` : ''
    const what = removed?.type === 'companyRemoved' ? `discarded ${removed.company.name || 'a company'} to entropy` : 'had no company to discard to entropy'
    return `${name(cmd.power)} ${what}${dice}`
  },
} satisfies { [K in Command['kind']]?: (cmd: Of<K>, entry: LogEntry) => string }
