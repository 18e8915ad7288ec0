import type { Command, GameState, PowerId } from '@/domain'
import type { BidRound, SealedBid } from './doc'
import type { SealedBidIn } from './host-inbox'
import { unseal } from './keys'

function isSealedBid(value: unknown): value is SealedBid {
  const b = value as SealedBid
  return typeof value === 'object' && value !== null && typeof b.bid === 'boolean' && typeof b.seat === 'string' && typeof b.round === 'object' && b.round !== null
}

/**
 * Opens the sealed phone bids of `round` (only now, at the reveal) into placeBid commands. A seal
 * that does not open, or holds another seat's or round's bid (a copied seal), is left out; the
 * reveal then waits for that seat, in the rules' own words. Seats bid on the tablet keep theirs.
 */
export async function openSealedBids(state: GameState, round: BidRound, sealed: readonly SealedBidIn[], sealPrivate: CryptoKey): Promise<{ commands: Command[]; used: SealedBidIn[]; unopened: SealedBidIn[] }> {
  const commands: Command[] = []
  const used: SealedBidIn[] = []
  const unopened: SealedBidIn[] = []
  for (const s of sealed) {
    if (Object.hasOwn(state.play?.bids ?? {}, s.seat)) continue
    const opened = await unseal(sealPrivate, s.sealed)
    if (!isSealedBid(opened) || opened.seat !== s.seat || opened.round.cycle !== round.cycle || opened.round.stage !== round.stage) {
      unopened.push(s)
      continue
    }
    commands.push({ kind: 'placeBid', power: s.seat as PowerId, bid: opened.bid })
    used.push(s)
  }
  return { commands, used, unopened }
}
