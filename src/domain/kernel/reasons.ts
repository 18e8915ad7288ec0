import { englishPhrase, type Phrase } from './phrase'

/**
 * The "why" lines of a plan (why each side rolls what it rolls), kept both ways: the English line
 * the tests and the table link read, and the phrase the screens word in the reader's language.
 */
export interface Reasons {
  reasons: string[]
  reasonPhrases: Phrase[]
}

/** A list to add reasons to; `reasons()` is the plain pair to put in a plan. */
export function reasonList(): { add(phrase: Phrase): void; reasons(): Reasons } {
  const texts: string[] = []
  const phrases: Phrase[] = []
  return {
    add(phrase: Phrase): void {
      texts.push(englishPhrase(phrase))
      phrases.push(phrase)
    },
    reasons: () => ({ reasons: texts, reasonPhrases: phrases }),
  }
}

/** One reason as the pair. */
export function reasonsOf(...phrases: Phrase[]): Reasons {
  return { reasons: phrases.map(englishPhrase), reasonPhrases: phrases }
}
