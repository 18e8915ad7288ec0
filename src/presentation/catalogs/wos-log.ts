import { defineCatalog } from '../i18n/words'

/**
 * War of Supremacy's log lines (issue 29): the log keeps the commands and the state's changes, and
 * src/presentation/wos-text.ts words them here when a line is shown. Creature, spell and Territory
 * names are the players' own; Wild, Magic and Blade stay as printed.
 */
export const WOS_LOG = {
  clauses: '{first}; {second}',
  killed: '{names} killed (0 or less after a negative modifier) | {names} killed (0 or less after a negative modifier)',
  aCreature: 'a creature',
  theTerritory: 'the Territory',
  noDefender: 'no defender',
  nobody: 'nobody',
  took: '{name} took {territory}',
  tookAndWon: '{name} took {territory} and won the game',
  damage: '{n} damage',
  damageOff: '{n} damage taken off',
  modifier: '{amount} {form}',
  power: 'power {n}',
  combatForm: 'Combat form: {forms}',
  combatFormAt: 'Combat form: {forms} at {territory}',
  attacked: '{player} attacked with {name} (Wild {wild}, Magic {magic}, Blade {blade})',
  attackedFromHand: '{player} attacked with {name} (Wild {wild}, Magic {magic}, Blade {blade}), from the hand',
  summonedAttack: '{player} summoned into the attack {name} (Wild {wild}, Magic {magic}, Blade {blade})',
  summonedAttackFromHand: '{player} summoned into the attack {name} (Wild {wild}, Magic {magic}, Blade {blade}), from the hand',
  summonedDefence: '{player} summoned into the defence {name} (Wild {wild}, Magic {magic}, Blade {blade})',
  summonedDefenceFromHand: '{player} summoned into the defence {name} (Wild {wild}, Magic {magic}, Blade {blade}), from the hand',
  change: '{creature}: {change}',
  backToHand: '{creature} went back to its owner’s hand',
  killedByCard: '{creature} was killed by a card',
  cast: '{player} cast {spell}',
  castASpell: '{player} cast a spell',
  hand: "{player}'s hand {by}",
  resolved: '{player} resolved combat',
  combat: 'Combat: {attacker} {attack} v {defender} {defence}, {winner} won',
  combatByAbility: 'Combat: {attacker} {attack} v {defender} {defence}, {winner} won by a card’s ability',
  heldAgainstAll: 'Held against everyone',
  heldAgainstAllTook: 'Held against everyone: {took}',
  byAbility: 'A card’s ability',
  byAbilityTook: 'A card’s ability: {took}',
  keptCards: '{player} kept {n} card picked up | {player} kept {n} cards picked up',
  keptCardsDecks: '{player} kept {n} card picked up ({spells} from the spell deck; {creatures} creatures and {spellsLeft} spells left) | {player} kept {n} cards picked up ({spells} from the spell deck; {creatures} creatures and {spellsLeft} spells left)',
  pickedNone: '{player} picked up no cards ({limit} or more in hand)',
  endedTurn: '{player} ended the turn',
  creatureDeckOut: 'The creature deck ran out: the game ends',
  spellDeckOut: 'The spell deck ran out: the game ends',
  creatureDeckCount: 'The creature deck recounted: {n} cards',
  spellDeckCount: 'The spell deck recounted: {n} cards',
  started: 'Game started (War of Supremacy) with {players}',
  startedFirst: 'Game started (War of Supremacy) with {players}; {first} goes first',
} as const

export const wosLogWords = defineCatalog('wosLog', WOS_LOG)
