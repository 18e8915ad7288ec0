import type { KERNEL_REFUSALS } from '../../../domain/kernel/refusals'
import type { RESOURCE_WORDS } from '../../../domain/kernel/phrase'
import type { Translation } from '../../i18n/words'

export const refusalsKernel = {
  notStarted: 'Es wurde noch kein Spiel begonnen.',
  unknownPower: 'Diese Supermacht gehört nicht zu diesem Spiel.',
  notPlaying: '{power} spielt in diesem Spiel nicht mit.',
  unknownAccount: 'Wähle, wer zahlt und wer erhält.',
  wholeUnits: 'Gib eine ganze Zahl von Einheiten größer als null ein.',
  wholeSets: 'Gib eine ganze Zahl von Sätzen größer als null ein.',
  wholeMillions: 'Gib einen Betrag in ganzen Millionen größer als null ein.',
  reasonRequired: 'Sag, warum die Zahlen korrigiert werden; der Grund kommt ins Protokoll.',
  tooLong: '{what} ist {length} Zeichen lang: Bitte höchstens {n} Zeichen. | {what} ist {length} Zeichen lang: Bitte höchstens {n} Zeichen.',
  tooManyMarks:
    '{what} enthält zu viele Akzente oder verbundene Symbole: Bitte höchstens {n} Zeichen, jedes ein Buchstabe mit wenigen Akzenten oder ein Emoji. | {what} enthält zu viele Akzente oder verbundene Symbole: Bitte höchstens {n} Zeichen, jedes ein Buchstabe mit wenigen Akzenten oder ein Emoji.',
  theReason: 'Der Grund',
  nothingToUndo: 'Es gibt nichts rückgängig zu machen: Im Protokoll steht nur der Spielaufbau.',
  nothingToRedo: 'Es gibt nichts zu wiederholen.',
  setupStays: 'Der Spielaufbau (Zeile 1) lässt sich nicht rückgängig machen. Um ihn zu ändern, beginne ein neues Spiel.',
  notInEffect: 'Zeile {line} ist keine geltende Aktion (schon rückgängig gemacht oder selbst eine Rückgängig- oder Wiederholen-Zeile), dort gibt es nichts rückgängig zu machen.',
} satisfies Translation<typeof KERNEL_REFUSALS>

export const refusalsResources = {
  grain: 'Getreide',
  oil: 'Öl',
  minerals: 'Mineralien',
} satisfies Translation<typeof RESOURCE_WORDS>
