import type { CORRECTIONS_REFUSALS } from '../../../domain/modules/corrections/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsCorrections = {
  nothingChanges: 'Esse já é o valor; nada a corrigir.',
  badCash: 'O dinheiro é um número inteiro de milhões, zero ou mais.',
  chooseRow: 'Escolha uma fileira do centro de suprimentos: grãos, petróleo, minérios, mísseis nucleares ou L-Stars.',
  rowRange: 'Uma fileira do centro de suprimentos comporta de 0 a {capacity}.',
  powerRowRange: 'Uma fileira do centro de suprimentos desta potência comporta de 0 a {capacity}.',
  enterForces: 'Digite os exércitos e as marinhas que a potência tem.',
  unknownUnits: 'Este jogo não tem unidades chamadas {units}.',
  forcesWhole: 'Exércitos e marinhas são números inteiros, zero ou mais.',
  overBox: 'Uma potência tem no máximo {pieces} {units} (as peças de uma cor na caixa).',
  loanSteps: 'Empréstimos bancários são bilhões inteiros (passos de {step}), zero ou mais.',
  chooseResource: 'Escolha grãos, petróleo ou minérios.',
  indexRange: 'O Índice de Preços vai da casa 0 (Bull Pen) à casa {last} (Bear Pit).',
  unknownCompany: 'Essa empresa não está entre as cartas desta potência.',
} satisfies Translation<typeof CORRECTIONS_REFUSALS>
