import type { KERNEL_REFUSALS } from '../../../domain/kernel/refusals'
import type { RESOURCE_WORDS } from '../../../domain/kernel/phrase'
import type { Translation } from '../../i18n/words'

export const refusalsKernel = {
  notStarted: 'Nenhum jogo foi iniciado ainda.',
  unknownPower: 'Essa superpotência não faz parte deste jogo.',
  notPlaying: '{power} não está neste jogo.',
  unknownAccount: 'Escolha quem paga e quem recebe.',
  wholeUnits: 'Digite um número inteiro de unidades maior que zero.',
  wholeSets: 'Digite um número inteiro de conjuntos maior que zero.',
  wholeMillions: 'Digite um valor em milhões inteiros maior que zero.',
  reasonRequired: 'Diga por que os números estão sendo corrigidos; o motivo vai para o registro.',
  tooLong: '{what} tem {length} caracteres: use no máximo {n} caractere. | {what} tem {length} caracteres: use no máximo {n} caracteres.',
  tooManyMarks:
    '{what} tem acentos ou símbolos combinados demais: use no máximo {n} caractere, cada um uma letra com poucos acentos ou um emoji. | {what} tem acentos ou símbolos combinados demais: use no máximo {n} caracteres, cada um uma letra com poucos acentos ou um emoji.',
  theReason: 'O motivo',
  nothingToUndo: 'Não há nada para desfazer: o registro só tem a preparação do jogo.',
  nothingToRedo: 'Não há nada para refazer.',
  setupStays: 'A preparação do jogo (linha 1) não pode ser desfeita. Para mudá-la, comece um novo jogo.',
  notInEffect: 'A linha {line} não é uma ação em vigor (já foi desfeita, ou é uma linha de desfazer ou refazer), então não há nada para desfazer ali.',
} satisfies Translation<typeof KERNEL_REFUSALS>

export const refusalsResources = {
  grain: 'grãos',
  oil: 'petróleo',
  minerals: 'minérios',
} satisfies Translation<typeof RESOURCE_WORDS>
