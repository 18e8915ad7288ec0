import type { AIR_REASONS } from '../../../domain/modules/air-units/reasons'
import type { Translation } from '../../i18n/words'

export const reasonsAir = {
  capturedNoOil:
    '{rule}: o defensor não tem petróleo nem exército ou marinha ali, então sua {n} unidade aérea é capturada sem rolagem; o atacante ainda remove seu conjunto de suprimentos ({supplies}). | {rule}: o defensor não tem petróleo nem exército ou marinha ali, então suas {n} unidades aéreas são capturadas sem rolagem; o atacante ainda remove seu conjunto de suprimentos ({supplies}).',
  outOfPlay:
    '{rule}: há {pieces} peças de cada cor, então o atacante fica com {kept} e {n} unidade aérea sai do jogo. | {rule}: há {pieces} peças de cada cor, então o atacante fica com {kept} e {n} unidades aéreas saem do jogo.',
  miniatures: '{rule}: tanques {tank} e helicópteros {helicopter} cada (miniaturas), contados só para o Poder de Fogo: a variante não lhes dá kill points, então remova-os como a mesa combinar.',
  ratingAirToAir: '{rule}: uma unidade aérea tem Poder de Fogo {n}.',
  ratingGround: '{rule}: uma unidade aérea tem Poder de Fogo {n}, exércitos e marinhas 1 cada.',
  airToAirOnly: '{rule}: o combate ar contra ar conta só as unidades aéreas, dos dois lados: exércitos e marinhas ali não lutam nem são perdidos.',
  cargo: '{rule}: uma unidade aérea com carga "perde todas as vantagens de unidade aérea e seu Poder de Fogo é 1" (atacante {attacker}, defensor {defender}); ainda é destruída pelos kill points de uma unidade aérea.',
  convoyed: '{rule}: exércitos transportados em marinhas não contam, a não ser num ataque anfíbio.',
  outOfOil: '{rule}: o defensor está sem petróleo: suas unidades aéreas não podem resistir e não somam Poder de Fogo (ainda podem ser destruídas).',
  halvedAttacker: '{rule}: o atacante não tem unidades aéreas contra unidades aéreas, então seu Poder de Fogo cai pela metade, arredondando para baixo: {raw} → {halved}.',
  halvedDefender: '{rule}: o defensor não tem unidades aéreas contra unidades aéreas, então seu Poder de Fogo cai pela metade, arredondando para baixo: {raw} → {halved}.',
  halvedDefenderNoOil: '{rule}: o defensor não tem unidades aéreas que possam voar contra unidades aéreas, então seu Poder de Fogo cai pela metade, arredondando para baixo: {raw} → {halved}.',
  ratings: '{rule}: Poder de Fogo {attacker} (atacante) contra {defender} (defensor).',
  resists: '{rule}: o defensor resiste, não remove suprimentos e começa com {dice}; ainda conta o Poder de Fogo das suas unidades aéreas (Air Units, Resist).',
  noSupplies: '{rule}: o defensor não tem um conjunto de suprimentos para remover, então recebe {dice}.',
  ratingTie: '{rule}: os dois lados têm Poder de Fogo {n}, empate: nenhum dado de Poder de Fogo.',
  ratingAttacker: '{rule}: o atacante tem o Poder de Fogo maior ({more} contra {fewer}) e recebe o dado de Poder de Fogo ({die}).',
  ratingDefender: '{rule}: o defensor tem o Poder de Fogo maior ({more} contra {fewer}) e recebe o dado de Poder de Fogo ({die}).',
  lstarsAttacker: '{rule}: o atacante tem mais L-Stars ({more} contra {fewer}): recebe {dice} a mais.',
  lstarsDefender: '{rule}: o defensor tem mais L-Stars ({more} contra {fewer}): recebe {dice} a mais.',
  edgeAttacker:
    '{rule}: o Poder de Fogo do atacante supera o outro em {by}: {n} edge point somado à sua rolagem. | {rule}: o Poder de Fogo do atacante supera o outro em {by}: {n} edge points somados à sua rolagem.',
  edgeDefender:
    '{rule}: o Poder de Fogo do defensor supera o outro em {by}: {n} edge point somado à sua rolagem. | {rule}: o Poder de Fogo do defensor supera o outro em {by}: {n} edge points somados à sua rolagem.',
  killPoints: '{rule}: um exército ou uma marinha precisa de 3 kill points para ser destruído, uma unidade aérea {n}; os pontos vão primeiro para o alvo primário ({primary}).',
  militiaRolls:
    '{rule}: o Marshall rola {dice} pela zona vazia e remove um exército ou marinha do ataque a cada três pontos; o atacante não rola e remove seu conjunto de suprimentos ({supplies}).',
  militiaAmphibious: '{rule}: num ataque anfíbio o Marshall sempre remove os exércitos primeiro; {airRule}: as unidades aéreas podem ir junto no transporte.',
  militiaWithArmies: '{rule} (leitura deste jogo): a milícia remove exércitos e marinhas, as unidades que o texto cita; as unidades aéreas vão junto e não são perdidas para ela.',
  militiaNeverReaches:
    '{rule} (leitura deste jogo): os pontos da milícia abatem uma unidade aérea com {n} kill points quando não resta exército nem marinha, e um dado nunca chega a {n}: as unidades aéreas não são perdidas para ela.',
  militiaTakes: '{rule} (leitura deste jogo): quando não resta exército nem marinha do ataque, os pontos da milícia abatem uma unidade aérea com {n} kill points.',
} satisfies Translation<typeof AIR_REASONS>
