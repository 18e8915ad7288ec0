import type { BATTLE_REASONS } from '../../../domain/modules/battle/reasons'
import type { BATTLE_RULE } from '../../../domain/modules/battle/data'
import type { BATTLE_STEPS } from '../reasons-battle'
import type { Translation } from '../../i18n/words'

export const reasonsBattle = {
  dice: '{n} dado | {n} dados',
  attackerGets: '{rule}: o atacante recebe {dice}.',
  defenderResists: '{rule}: o defensor resiste, não remove suprimentos e começa com {dice}.',
  defenderNoSupplies: '{rule}: o defensor não tem um conjunto de suprimentos para remover, então recebe {dice}.',
  defenderRemoves: '{rule}: o defensor remove um conjunto de suprimentos e recebe {dice}.',
  unitsTie: '{rule}: os dois lados têm {n} exércitos e marinhas na batalha, empate: nenhum dado extra.',
  unitsAttacker: '{rule}: o atacante tem mais exércitos e marinhas na batalha ({more} contra {fewer}): o atacante recebe {dice} a mais.',
  unitsDefender: '{rule}: o defensor tem mais exércitos e marinhas na batalha ({more} contra {fewer}): o defensor recebe {dice} a mais.',
  lstarsTie: '{rule}: os dois lados têm {n} L-Stars, empate: nenhum dado extra.',
  lstarsAttacker: '{rule}: o atacante tem mais L-Stars ({more} contra {fewer}): o atacante recebe {dice} a mais.',
  lstarsDefender: '{rule}: o defensor tem mais L-Stars ({more} contra {fewer}): o defensor recebe {dice} a mais.',
  militia: 'A Milícia: o Marshall rola {dice} pela zona vazia; o atacante não rola.',
} satisfies Translation<typeof BATTLE_REASONS>

export const rulesBattle = {
  suppliesStep: 'Fase 4, Procedimento de batalha para forças convencionais, Passo B (remover suprimentos)',
  positionDice: 'Fase 4, Procedimento de batalha para forças convencionais, Passo C (dados de posição)',
  firePowerDie: 'Fase 4, Procedimento de batalha para forças convencionais, Passo C (dado de Poder de Fogo)',
  lstarDie: 'Fase 4, Procedimento de batalha para forças convencionais, Passo C (dado de L-Star)',
  countLosses: 'Fase 4, Procedimento de batalha para forças convencionais, Passo D (rolar os dados e contar as perdas)',
  resist: 'Fase 4, Táticas defensivas, "Resistir"',
  militia: 'Fase 4, Táticas ofensivas, "A Milícia"',
  lstarScreen: 'Fase 4, Procedimento de batalha para forças estratégicas, Passo D (escudo de L-Stars)',
  champions: 'Fase 4, Procedimento de batalha para forças estratégicas, Passo D ("Champions Roll") e "campeão L-Star"',
  lstarClash: 'Fase 4, Táticas ofensivas, "L-star Clash"',
  nuclearRoulette: 'O fim do jogo, "Coup Final – Nuclear Roulette"',
} satisfies Translation<typeof BATTLE_RULE>

export const battleSteps = {
  suppliesStep: 'Passo B (remover suprimentos)',
  positionDice: 'Passo C (dados de posição)',
  firePowerDie: 'Passo C (dado de Poder de Fogo)',
  lstarDie: 'Passo C (dado de L-Star)',
  countLosses: 'Passo D (rolar os dados e contar as perdas)',
} satisfies Translation<typeof BATTLE_STEPS>
