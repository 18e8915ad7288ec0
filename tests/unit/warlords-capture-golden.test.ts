/**
 * Spoils of War, word for word (shared/rules/expansion-warlords-and-pirates.txt): "When a player
 * captures a territory or sea from a warlord or pirate, he gets any resource cards located in that
 * territory, which any of the other players possess." Every refusal of captureWarlordZone (code,
 * words, rule), the events of a capture (the zone marked, the cards moved with their unpaid
 * salary marks, Top Brass for a territory and not for a sea). Golden file:
 * tests/golden/warlords/capture.json, read against the rules when written.
 */
import type { CaptureWarlordZone, Company, GameState, PowerId } from '@/domain'
import { cardsTaken } from '@/domain/modules/warlords/capture'
import { decided, goldenTable, type GoldenCase } from '../support/golden-table'
import { warlordsAtWar, withZone } from '../support/warlords'

const base = warlordsAtWar().state
const capture = (over: Partial<CaptureWarlordZone> = {}): CaptureWarlordZone => ({ kind: 'captureWarlordZone', attacker: 'usa', zone: 'Greenland', ...over })
/** Greenland's armies destroyed by the USA's attack this cycle. */
const beaten = (zone = 'Greenland', s: GameState = base) => withZone(s, zone, { armies: 0, navies: 0, attackedInCycle: 2 })
const card = (id: string, name: string, territory: string): Company => ({ id, name, territory, resource: 'oil', units: 2, isOpen: true, origin: 'independent', wasOpen: true })
/** More cards in Greenland: two more of the USSR's, one of Europe's, one of the USA's own; unpaid marks on some. */
function crowded(unpaid: Partial<Record<PowerId, string[]>> = {}): GameState {
  const s = beaten()
  const add = (id: PowerId, cards: Company[]) => ({ ...s.powers[id]!, companies: [...s.powers[id]!.companies, ...cards] })
  return {
    ...s,
    powers: {
      ...s.powers,
      ussr: add('ussr', [card('gr-1', 'Ice Fish', 'Greenland'), card('x-1', 'Elsewhere', 'Siberia'), card('gr-2', 'Ice Oil', 'Greenland')]),
      europe: add('europe', [card('gr-3', 'Nord Oil', 'Greenland')]),
      usa: add('usa', [card('gr-4', 'Own Oil', 'Greenland')]),
    },
    play: { ...s.play!, unpaid },
  }
}
const c = (name: string, get: () => unknown): GoldenCase => ({ name, get })

const CASES: GoldenCase[] = [
  decided('a power not in the game', () => beaten(), capture({ attacker: 'china' as PowerId })),
  decided('a zone that is no warlord\'s', () => beaten(), capture({ zone: 'Siberia' })),
  decided('after Coup Final', () => ({ ...beaten(), war: { ...base.war!, isCoupFinal: true } }), capture()),
  decided('a zone captured already', () => withZone(beaten(), 'Greenland', { occupiedBy: 'ussr' }), capture()),
  decided('a zone nuked', () => ({ ...beaten(), war: { ...base.war!, nuked: ['Greenland'] } }), capture()),
  decided('a warlord with 3 armies left', () => base, capture()),
  decided('a warlord with 1 army left', () => withZone(base, 'Greenland', { armies: 1, attackedInCycle: 2 }), capture()),
  decided('a pirate with 1 navy left', () => withZone(base, 'Tokyo Bay', { navies: 1, attackedInCycle: 2 }), capture({ zone: 'Tokyo Bay' })),
  decided('outside Stage 4', () => ({ ...beaten(), play: { ...base.play!, stage: 5 } }), capture()),
  decided('in Stage 4 outside the Phase', () => ({ ...beaten(), play: { ...base.play!, step: 'over' as const } }), capture()),
  decided('a zone not attacked this turn', () => withZone(base, 'Greenland', { armies: 0 }), capture()),
  decided('a zone attacked in an earlier cycle', () => withZone(base, 'Greenland', { armies: 0, attackedInCycle: 1 }), capture()),
  decided('captured: Greenland, the USSR\'s Thule Oil moves, Top Brass counts it', () => beaten(), capture()),
  decided('captured: Tokyo Bay, a sea: no Top Brass count', () => beaten('Tokyo Bay'), capture({ zone: 'Tokyo Bay' })),
  decided('captured by the USSR on its counterattack', () => ({ ...beaten(), play: { ...base.play!, counterattacks: ['ussr'] } }), capture({ attacker: 'ussr' })),
  decided('captured in a bookkeeping game', () => ({ ...withZone(base, 'Greenland', { armies: 0 }), play: undefined }), capture()),
  decided('captured with cards of three powers and unpaid marks', () => crowded({ ussr: ['gr-2', 'x-1'], europe: ['gr-3'] }), capture()),
  // The cards taken, on their own.
  c('cards taken: none marked unpaid', () => cardsTaken(crowded(), 'usa', 'Greenland')),
  c('cards taken: the USSR\'s last unpaid mark moves to the USA', () => cardsTaken(crowded({ ussr: ['gr-1'], usa: ['usa-1'] }), 'usa', 'Greenland')),
  c('cards taken: marks of cards elsewhere stay', () => cardsTaken(crowded({ ussr: ['x-1'] }), 'usa', 'Greenland')),
  c('cards taken: by a power not in the game', () => cardsTaken(crowded(), 'china', 'Greenland')),
  c('cards taken: in a bookkeeping game', () => cardsTaken({ ...crowded(), play: undefined }, 'usa', 'Greenland')),
]

goldenTable('capturing a warlord\'s or pirate\'s zone', 'warlords/capture.json', CASES)
