import type { WARLORD_REASONS } from '../../../domain/modules/warlords/reasons'
import type { Translation } from '../../i18n/words'

export const reasonsWarlords = {
  warlordGets: '{rule}: o senhor da guerra sempre recebe {dice} (não remove suprimentos).',
  pirateGets: '{rule}: o pirata sempre recebe {dice} (não remove suprimentos).',
  whatFire: 'pontos de Poder de Fogo',
  whatUnits: 'exércitos e marinhas na batalha',
  whatLstars: 'L-Stars',
  tie: 'Os dois lados têm {n} {what}, empate: nenhum dado extra.',
  attackerMore: 'O atacante tem mais {what} ({more} contra {fewer}): recebe {dice} a mais.',
  warlordMore: 'O senhor da guerra tem mais {what} ({more} contra {fewer}): recebe {dice} a mais.',
  pirateMore: 'O pirata tem mais {what} ({more} contra {fewer}): recebe {dice} a mais.',
  fireGoes: '{rule}: o dado extra pelas forças vai pelos pontos de Poder de Fogo (uma unidade aérea {n}, um exército ou marinha 1).',
  warlordKillPoints: '{rule}: os pontos do atacante destroem os exércitos do senhor da guerra a 3 kill points cada e suas unidades aéreas a {n}, o alvo primário primeiro ({primary}).',
  pirateKillPoints: '{rule}: os pontos do atacante destroem os exércitos do pirata a 3 kill points cada e suas unidades aéreas a {n}, o alvo primário primeiro ({primary}).',
  halvedAttacker: '{rule}: o atacante não tem unidades aéreas contra unidades aéreas, então seus pontos de Poder de Fogo caem pela metade, arredondando para baixo: {raw} → {halved}.',
  halvedWarlord: '{rule}: o senhor da guerra não tem unidades aéreas contra unidades aéreas, então seus pontos de Poder de Fogo caem pela metade, arredondando para baixo: {raw} → {halved}.',
  halvedPirate: '{rule}: o pirata não tem unidades aéreas contra unidades aéreas, então seus pontos de Poder de Fogo caem pela metade, arredondando para baixo: {raw} → {halved}.',
  edgeAttacker:
    '{rule}: o atacante tem {by} pontos de Poder de Fogo a mais: {n} edge point somado à sua rolagem. | {rule}: o atacante tem {by} pontos de Poder de Fogo a mais: {n} edge points somados à sua rolagem.',
  edgeWarlord:
    '{rule}: o senhor da guerra (a rolagem do Marshall) tem {by} pontos de Poder de Fogo a mais: {n} edge point somado à sua rolagem. | {rule}: o senhor da guerra (a rolagem do Marshall) tem {by} pontos de Poder de Fogo a mais: {n} edge points somados à sua rolagem.',
  edgePirate:
    '{rule}: o pirata (a rolagem do Marshall) tem {by} pontos de Poder de Fogo a mais: {n} edge point somado à sua rolagem. | {rule}: o pirata (a rolagem do Marshall) tem {by} pontos de Poder de Fogo a mais: {n} edge points somados à sua rolagem.',
} satisfies Translation<typeof WARLORD_REASONS>
