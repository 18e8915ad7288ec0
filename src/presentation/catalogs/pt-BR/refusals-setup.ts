import type { SETUP_REFUSALS } from '../../../domain/modules/setup/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsSetup = {
  describeCard: 'Descreva a carta: recurso, unidades e território.',
  cardResource: 'Uma carta de empresa produz grãos, petróleo ou minérios.',
  cardUnits: 'Uma carta de empresa produz de {min} a {max} unidades.',
  cardTerritory: 'Digite o território ou mar impresso na carta.',
  territoryName: 'O nome do território',
  companyName: 'O nome da empresa',
  typeCompanyName: 'Digite o nome da empresa ou deixe-o vazio.',
  cardPile: 'Diga de qual pilha a carta veio.',
  cardOpen: 'Diga se a empresa está aberta ou fechada.',
  playerCount: 'Supremacy é para {min} a {max} jogadores; escolha essa quantidade de superpotências.',
  choosePowers: 'Escolha superpotências entre as seis do tabuleiro.',
  chosenTwice: '{power} foi escolhida duas vezes.',
  typePlayerName: 'Digite o nome de quem comanda {power}.',
  playerName: 'O nome de quem comanda {power}',
  splitBonus: 'Divida as {bonus} unidades de recursos bônus de {power} entre grãos, petróleo e minérios.',
  bonusTotal: 'Os recursos bônus de {power} somam {total}; devem somar {bonus}.',
  forcesPlaced: 'Digite quantos exércitos e marinhas {power} posicionou.',
  listCards: 'Liste as cartas de recursos que {power} tem (no máximo {max}).',
  tooFewForces: '{power} tem {total} exércitos e marinhas; só as {bonus} forças bônus já somam {bonus}.',
  tooManyForces:
    '{power} tem {armies} exércitos e {navies} marinhas: são posicionados no máximo {placed} exércitos ({homes} territórios de origem, {foreign} estrangeiros com carta) e {homes} marinhas (uma por território de origem com porto), mais exatamente {bonus} exércitos e/ou marinhas bônus; são {extra} a mais.',
  rollDice: 'Role dois dados para cada recurso; cada dado mostra de 1 a 6.',
  alreadyStarted: 'Este jogo já começou.',
  needsId: 'O jogo precisa de um identificador.',
  typeGameName: 'Digite um nome para o jogo ou deixe-o vazio.',
  gameName: 'O nome do jogo',
  chooseOpen: 'Escolha Standard Open ou Random Open.',
  chooseRuleset: 'Escolha as regras: o jogo básico, guiado ou só contabilidade.',
} satisfies Translation<typeof SETUP_REFUSALS>
