import type { Translation } from '../../i18n/words'
import type { STAGE_BUILD } from '../stage-build'

export const stageBuild = {
  homeTerritories: 'Territórios natais (e mares vizinhos)',
  foreign: 'Territórios ou mares estrangeiros',
  armiesAndNavies: 'Exércitos e marinhas',
  forcesRule: 'Um conjunto (1 grão, 1 petróleo, 1 minério) a cada 3 unidades ou fração, e {each} cada. Regras básicas, Fase 6, Etapa C.',
  underSiege: 'Sob cerco: para onde vão as novas forças?',
  countForces: 'Conte os exércitos e marinhas a construir.',
  buildAndPay: 'Construir e pagar',
  nukesAndLstars: 'Mísseis nucleares e L-Stars',
  weaponsRule: 'Um míssil nuclear custa 1 minério e {nuke}; um L-Star 2 minérios e {lstar}; no máximo 12 de cada; só depois da pesquisa.',
  countWeapons: 'Conte os mísseis nucleares e L-Stars a construir.',
  research: 'Pesquisa',
  researchRule: 'Embaralhe o baralho de recursos, anuncie a carta procurada, vire as cartas uma a uma: {each} cada. Regras básicas, Fase 6, Etapa E.',
  nukeCard: 'Carta de míssil nuclear',
  lstarCard: 'Carta de L-Star',
  foundIt: 'Encontrada',
  stopped: 'Parou',
  lookingFor: 'Procurando',
  cardsTurned: 'Cartas viradas',
  lastCard: 'A última carta virada',
  describeResearch: 'Diga o que foi procurado, quantas cartas foram viradas e se foi encontrada.',
  payResearch: 'Pagar a pesquisa',
  readingLstarFirst: 'Achar a carta de L-Star dá só a tecnologia: as regras não constroem um primeiro L-Star, então todo L-Star, o primeiro incluído, custa 2 minérios e {lstar}.',
  readingNukeShort: 'Carta de míssil nuclear achada sem o minério ou os {nuke} do primeiro míssil (ou com a fileira cheia): as cartas viradas são pagas ({each} cada) e a pesquisa está completa, mas nenhum míssil é construído. A carta volta ao baralho e nenhum míssil é construído nesta vez; os seguintes custam 1 minério e {nuke} cada. Para construí-lo já, peça emprestado ou obtenha o minério antes de registrar a pesquisa.',
} satisfies Translation<typeof STAGE_BUILD>
