/** Where each rule lives in shared/rules/supremacy-basic-rules-v3.txt, for refusals and the UI. */
export const RULE = {
  players: 'Basic rules, cover: "For two to six players"',
  standardOpen: 'Basic rules, Setting Up',
  randomOpen: 'Basic rules, Random Open',
  randomOpenPricing: 'Basic rules, Random Open, "Pricing the Market"',
  randomOpenBonusResources: 'Basic rules, Random Open, "Store Bonus Resources"',
  sell: 'Basic rules, Stage 3, Phase C (Sell Resources to the Market)',
  buy: 'Basic rules, Stage 7, Phase C (Buy Resources from the Market)',
  tradeBetweenPlayers: 'Basic rules, Stage 3, Phase D and Stage 7, Phase D',
  supplyCapacity: 'Basic rules, Stage 2 ("When a player\'s supply center is full") and Stage 6, Phase D (12 at most)',
  borrowing: 'Basic rules, Other Rules of Play, "Borrowing Money"',
  repayment: 'Basic rules, Other Rules of Play, "Principal Pay Back"',
  salaries: 'Basic rules, Stage 1, Phase A',
  marketEnds: 'Basic rules, Game Board Description (Bull Pen $1 million, Bear Pit $1 billion)',
  correction: 'A correction by agreement of the table (not a rule of play)',
} as const
