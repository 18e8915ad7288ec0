import { defineCatalog } from '../i18n/words'

/**
 * The New game screen's folded Settings: loan interest, the Price Index and the readings where the
 * rulebook is silent or differs (quoted as printed, in English in every language's quotes).
 */
export const SETUP_SETTINGS = {
  settings: 'Settings',
  summaryInterest: 'Loan interest {interest} per {billion}',
  summaryIndexStandard: 'standard Price Index',
  summaryIndexEdited: 'edited Price Index',
  summaryReadingsStandard: 'standard readings',
  summaryReadingsChosen: 'readings chosen',
  summaryRotateUntilAllPass: 'turns rotate until all pass',
  summaryPassIsFinal: 'a pass is final',
  summaryCounterEarns: 'counterattacks earn one',
  summaryNoCounter: 'no counter to a counterattack',
  summaryLanded: 'amphibious armies landed',
  summaryAboard: 'amphibious armies aboard',
  summaryRoulettePerTerritory: 'roulette per territory',
  summaryRouletteOnce: 'roulette once per strike',
  interestLegend: 'Loan interest per {billion} borrowed, due every Stage 1',
  withDefault: '{choice} (default)',
  custom: 'Custom',
  customInterest: 'Custom interest in $M',
  customPrefix: '$',
  customSuffix: 'M',
  interestNote: 'FACTS.md: the printed figure is unknown; groups differ. $50M is the best evidence; many groups play $100M (10%).',
  // The Price Index
  priceIndexHead: 'Price Index ($M per unit, spot 0 = Bull Pen … spot {last} = Bear Pit)',
  doneEditing: 'Done editing',
  editValues: 'Edit values',
  restoreDefault: 'Restore default',
  priceAtSpot: 'Price at spot {spot}, $M',
  priceIndexNote: 'Spot {spot} is the standard start. Prices must not fall from left to right.',
  // Stage 7's readings
  doubleSevenLegend: 'Stage 7: who may buy and prospect (Double Seven)',
  twoCubesLeft: 'Two cubes left (the board)',
  twoCubesLeftNote:
    'Double Seven on the board: "If at stage 7 a player has two cubes left, then he is allowed to buy and prospect." A power that played one of Stages 3 to 6 still qualifies.',
  oneStageOnly: 'Stage 7 its only stage (the Stage 7 note)',
  oneStageOnlyNote:
    'The Stage 7 note: "if he has chosen to play one stage on this cycle, then he may buy resources and prospect." Only a power that plays no other stage this cycle qualifies.',
  stage7BuyingLegend: 'Stage 7: does buying from other players (Phase D) count as buying?',
  marketOnly: 'Market buys only',
  marketOnlyNote:
    '"A player may buy or prospect for resources on his turn": only Phase C\'s rotating market buys are made on a turn, so buying from other players in Phase D does not stop prospecting.',
  anyPurchase: 'Any purchase',
  anyPurchaseNote: 'Buying from the other players in Phase D (a trade or a drop-ship order) is buying too: "He may not do both."',
  readingTwoCubesLeft: 'Reading, who may buy and prospect: two cubes left (the board).',
  readingOneStageOnly: 'Reading, who may buy and prospect: stage 7 its only stage (the stage 7 note).',
  readingMarketOnly: 'Reading, "He may not do both": market buys only count as buying.',
  readingAnyPurchase: 'Reading, "He may not do both": any purchase count as buying.',
  // Readings where the rules are silent
  rotationLegend: 'Rotating sales, attacks and buys end when…',
  rotationUntilAllPass: 'every power passes in turn (default)',
  rotationPassIsFinal: 'each power has passed once',
  rotationNote: '"…until all of the players no longer wish to sell": a power that passed may act again when its turn comes round.',
  counterLegend: 'Does a counterattack earn a counterattack?',
  noDefault: 'No (default)',
  yes: 'Yes',
  counterNote: '"Each player that is attacked gets one counterattack. After the counterattacks have been resolved, player two gets to make an attack."',
  amphibiousLabel: 'Amphibious assault: the attacking armies',
  landed: 'Landed: a sunk navy drowns no one (default)',
  aboard: 'Aboard: a sunk navy drowns its armies',
  amphibiousNote: 'The rules are silent. Step E has the attacker withdraw "his armies from that territory to a navy", so they are ashore: a sunk navy takes none down.',
  rouletteLabel: 'Nuclear Roulette in a cluster that destroys several territories',
  roulettePerTerritory: 'One roll per territory past the 12th (default)',
  rouletteOnce: 'One roll per strike',
  rouletteNote: '"When the 13th territory is destroyed ... must roll one die. When the 14th territory is destroyed ... must roll one die": one roll for each.',
} as const

export const setupSettingsWords = defineCatalog('setupSettings', SETUP_SETTINGS)
