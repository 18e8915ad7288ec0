/**
 * The English formatter lives in the rules' kernel (src/domain/kernel/message.ts) since the rules
 * write their refusals from message tables in the same syntax; presentation keeps reading it here.
 */
export { parseMessage, englishChoice, englishMessage } from '../../domain/kernel/message'
export type { MessageParams, MessagePart, ParsedMessage } from '../../domain/kernel/message'
