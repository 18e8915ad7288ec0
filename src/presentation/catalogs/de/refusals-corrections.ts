import type { CORRECTIONS_REFUSALS } from '../../../domain/modules/corrections/refusals'
import type { Translation } from '../../i18n/words'

export const refusalsCorrections = {
  nothingChanges: 'Das ist schon der Wert; nichts zu korrigieren.',
  badCash: 'Geld ist eine ganze Zahl von Millionen, null oder mehr.',
  chooseRow: 'Wähle eine Reihe im Versorgungszentrum: Getreide, Öl, Mineralien, Atomraketen oder L-Stars.',
  rowRange: 'Eine Reihe im Versorgungszentrum fasst 0 bis {capacity}.',
  powerRowRange: 'Eine Reihe im Versorgungszentrum dieser Macht fasst 0 bis {capacity}.',
  enterForces: 'Gib die Armeen und Flotten ein, die die Macht hat.',
  unknownUnits: 'Dieses Spiel hat keine Einheiten namens {units}.',
  forcesWhole: 'Armeen und Flotten sind ganze Zahlen, null oder mehr.',
  overBox: 'Eine Macht hat höchstens {pieces} {units} (die Figuren einer Farbe in der Schachtel).',
  loanSteps: 'Bankkredite sind ganze Milliarden (Schritte zu {step}), null oder mehr.',
  chooseResource: 'Wähle Getreide, Öl oder Mineralien.',
  indexRange: 'Der Preisindex reicht von Feld 0 (Bull Pen) bis Feld {last} (Bear Pit).',
  unknownCompany: 'Dieses Unternehmen gehört nicht zu den Karten dieser Macht.',
} satisfies Translation<typeof CORRECTIONS_REFUSALS>
