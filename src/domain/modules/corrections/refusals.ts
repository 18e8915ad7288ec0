import { refusalsFrom } from '../../kernel/result'

/** Corrections' refusals in English (issue 29); translated in src/presentation/catalogs/refusals-corrections.ts. */
export const CORRECTIONS_REFUSALS = {
  nothingChanges: 'That is already the value; nothing to correct.',
  badCash: 'Cash is a whole number of millions, zero or more.',
  chooseRow: 'Choose a supply-center row: grain, oil, minerals, nukes or L-stars.',
  rowRange: 'A supply-center row holds 0 to {capacity}.',
  powerRowRange: "This power's supply-center row holds 0 to {capacity}.",
  enterForces: 'Enter the armies and navies the power has.',
  unknownUnits: 'This game has no units called {units}.',
  forcesWhole: 'Armies and navies are whole numbers, zero or more.',
  overBox: 'A power has at most {pieces} {units} (the pieces of one colour in the box).',
  loanSteps: 'Bank loans are whole billions ({step} steps), zero or more.',
  chooseResource: 'Choose grain, oil or minerals.',
  indexRange: 'The Price Index runs from spot 0 (Bull Pen) to spot {last} (Bear Pit).',
  unknownCompany: "That company is not among this power's cards.",
} as const

export const { refusal: correctionsRefusal } = refusalsFrom('corrections', CORRECTIONS_REFUSALS)
