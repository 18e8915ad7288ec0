import { refusePhrase, type Result } from '../../kernel/result'
import { tooLongPhrase } from '../../kernel/text'
import { playPhrase } from '../play/refusals'
import { battleRefusal, type BattleKey } from './refusals'

/**
 * A zone's name the battle desk refuses: too long for 40 characters (said with its length, as
 * every name is), else missing, asked for by `missing` ("Name the territory or sea under attack.").
 */
export function badZoneName(zone: unknown, missing: BattleKey, rule?: string): Result<never> {
  const long = typeof zone === 'string' ? tooLongPhrase(zone, 40, playPhrase('territoryName')) : undefined
  return long ? refusePhrase('bad-target', long, rule) : battleRefusal('bad-target', missing, {}, rule)
}
