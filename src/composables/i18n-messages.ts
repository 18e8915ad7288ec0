import type { MessageCompiler, MessageContext, PluralizationRule } from 'vue-i18n'
import { parseMessage } from '@/presentation/i18n/english'

/**
 * Our catalogs' messages made into vue-i18n message functions. vue-i18n's own compiler is 10 kB
 * of the first load, and its precompiling build plugin needs Node 22; our syntax is a small subset
 * (`{value}`, `|` count choices), and tests/unit/catalogs.test.ts checks this compiler says what
 * vue-i18n's says for every message of every language.
 */
const shown = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

export const compileMessage: MessageCompiler = (source) => {
  if (typeof source !== 'string') throw new Error('Only string messages are compiled')
  const choices = parseMessage(source)
  const render = (parts: (typeof choices)[number], ctx: MessageContext) =>
    parts.map((part) => (typeof part === 'string' ? part : shown(ctx.named(part.value)))).join('')
  return (ctx: MessageContext) => (choices.length > 1 ? ctx.plural(choices.map((parts) => render(parts, ctx))) : render(choices[0]!, ctx))
}

// Portuguese counts 0 and 1 alike ("0 jogo", "1 jogo", "2 jogos"); English and German do not.
const portuguese = (choice: number, choices: number) => (choices === 2 ? (Math.abs(choice) <= 1 ? 0 : 1) : Math.min(Math.abs(choice), choices - 1))

/** Each language's rule for which count choice a number takes, where it is not English's. */
export const PLURAL_RULES: Readonly<Record<string, PluralizationRule>> = { 'pt-BR': portuguese }
