import { defineCatalog } from '../i18n/words'

/** The New game screen's Variants card: Air Units and Warlords and Pirates, with their readings. */
export const SETUP_VARIANTS = {
  variants: 'Variants',
  airUnits: 'Air Units',
  airUnitsText:
    '$10M salary each, built two per set of supplies and $400M in Stage 6, 2 oil per territory flown, $100M each at Detente; battles with air units use Fire Power Ratings, Edge Points, Kill Points and a primary target.',
  firePowerLabel: 'An air unit’s Fire Power Rating',
  firePower5: '5: the prose and its worked example (default)',
  firePower4: '4: the variant’s table',
  killPointsLabel: 'Kill points that destroy an air unit',
  killPoints6: '6: the text (default)',
  killPoints8: '8: what the worked example adds up to',
  buildPriceLabel: 'An odd air unit’s price (the text prices two for $400M)',
  buildPerPair: 'An odd air unit pays the pair’s $400M: the text’s price (default)',
  buildPerUnit: '$200M an air unit (an odd one still takes a whole set)',
  spoilsLabel: 'Air units taken with the Spoils of War',
  spoilsAll: 'The victor of the spoils takes every air unit: the text (default)',
  spoilsTwenty: 'At most 20, like a build or a sale (the rest out of play)',
  militiaLabel: 'Air units against an empty zone’s militia',
  militiaWithArmies: 'Beside an army or navy; the militia removes only armies and navies, as the text names (default)',
  militiaAlone: 'Alone too; the militia’s points take an air unit at its kill points once no army or navy is left',
  killPointsNote: 'The variant’s text gives an air unit 6 kill points, but its worked example (a roll of 12 destroys the air unit and one army, a 7 destroys nothing) only adds up at 8.',
  airLeftOut:
    'Left out: the variant’s pieces from other expansions (neutron bombs, killer satellites, tech levels, Fortuna, saboteurs, silos, spaceports, factories). Tanks and helicopters count on the battle desk for fire power only. High-altitude bombing is kept as a record of the roll and what it would destroy.',
  warlords: 'Warlords and Pirates',
  warlordsText:
    'The Marshall places a warlord in each grey territory and a pirate in the listed seas (Full House or LT6) before Cycle 1; in Stage 6 players sell them nukes and L-stars (three a turn) and buy theirs, and the app keeps their supply center and treasury.',
  outnumberedLabel: 'A warlord holds its nukes when outnumbered by L-stars: whose L-stars against what',
  outnumberedNukes: 'The attacker’s L-stars against the warlord’s nukes (default)',
  outnumberedLstars: 'Against the warlord’s L-stars',
  ownerBidsLabel: 'May a card’s owner bid for his own card in a warlord’s zone?',
  ownerBidsNo: 'No: players bid for an opponent’s card (default)',
  ownerBidsYes: 'Yes: the owner may outbid them',
} as const

export const setupVariantsWords = defineCatalog('setupVariants', SETUP_VARIANTS)

type VariantKey = keyof typeof SETUP_VARIANTS

/** A choice whose label is read in the reader's language each time (a getter). */
export function variantChoice<V extends string>(value: V, label: VariantKey): { readonly value: V; readonly label: string } {
  return {
    value,
    get label() {
      return setupVariantsWords(label)
    },
  }
}
