import { defineCatalog } from '../i18n/words'
import type { CashFlowAction } from '../../domain/modules/cash-flow'

/** A Cash Flow turn: its heading, the six actions, the entropy discard, loans and direct trades. */
export const CF_TURN = {
  turnNumber: 'Turn {n}',
  gameOver: 'The Supremacy card was drawn: the game is over.',
  chooseAction: 'Choose one action',
  actionTitle: '{action} action',
  borrowOrLend: 'Borrow or lend money',
  nothingSent: 'Nothing was sent for the {action} action this turn. End the turn anyway?',
  endTurn: 'End the turn',
  endTurnYes: 'Yes, end the turn',
  // The sheet's titles (the big button's form).
  sheetAction: '{power}: {action}',
  sheetChoose: '{power}: choose an action',
  sheetEntropy: '{power}: entropy',
  // The six actions, as the variant names them, and one line each of what they do.
  production: 'Production',
  build: 'Build',
  market: 'Market',
  deployment: 'Deployment',
  attack: 'Attack',
  research: 'R&D',
  productionLine: 'Buy one labor unit per resource type and move its open companies’ output into the supply center.',
  buildLine: 'Buy one labor unit per unit type and spend minerals: army 1, navy 2, nuke 3, L-star 4.',
  marketLine: 'Sell, reprice or buy resources on the commodities market; trade directly; satisfy labor demand.',
  deploymentLine: 'Move armies and navies, one oil unit per move; declare blockades afterwards.',
  attackLine: 'Grain per border attacked, matched dice, occupation for oil, nationalize, nuclear strikes.',
  researchLine: 'Buy one labor unit per card drawn from the deck or the face-up row; keep, open or discard it.',
  // The entropy discard.
  entropyTitle: 'Entropy: discard a company',
  entropyRule: 'The holder of the entropy token discards a company chosen by two dice, then passes the token to the player on the right. Type die: {faces}.',
  typeDieFace: '{low} or {high}: {resource}',
  rolledAgain: 'Re-rolled: {dice}',
  rerolledDie: '{die} ({resource}, none owned)',
  typeDie: 'Type die',
  reroll: 'None of that type owned: re-roll',
  productionDie: 'Minimum-production die',
  whichCompany: 'Which company does {player} discard?',
  theHolder: 'the holder',
  thisPower: 'This power',
  noCompany: '{player} owns no company: nothing to discard; the token passes on.',
  rollTypeDie: 'Roll or type the type die.',
  typeDieSays: 'A {die}: a {resource} company.',
  rollProductionDie: 'Roll or type the minimum-production die.',
  productionChoice: 'A {die}: the holder chooses which company of that type to discard.',
  productionDieSays: 'A {die}: a company producing at least {die}; if none does, the highest producer.',
  discardThis: 'Discard: {company}.',
  company: '{name} · {territory} · {resource} {units}',
  unnamed: 'Unnamed',
  rollBoth: 'Roll or type both dice.',
  discardConfirm: 'Discard and pass the token',
  // A loan outside the Market action.
  moneyFrom: 'Money from (lender, or borrower paying back)',
  moneyTo: 'Money to',
  amount: 'Amount',
  loanEmpty: 'Choose who pays, who receives and how much.',
  loanConfirm: 'Record the money',
  // Direct Trade.
  tradeWith: 'Trade with',
  gives: '{power} gives',
  moneyFromPower: 'Money from {power}',
  holds: 'holds {n}',
  companiesFrom: 'Companies from {power}',
  tradeCard: '{name} ({territory}, {units} {resource}, open)',
  tradeCardClosed: '{name} ({territory}, {units} {resource}, closed)',
  tradeNote: 'The companies keep their open or closed state; the territory stays with whoever occupies it. Money alone is a loan.',
  tradeEmpty: 'Choose the partner and what each side gives.',
  tradeConfirm: 'Confirm the trade',
} as const

export const cfTurnWords = defineCatalog('cfTurn', CF_TURN)

/** A Cash Flow action's name in the reader's language ("Production", "R&D"). */
export const cfActionName = (action: CashFlowAction): string => cfTurnWords(action)
