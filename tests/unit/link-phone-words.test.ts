import { afterAll, describe, expect, it } from 'vitest'
import { decideIntent } from '@/link/intents'
import { decideJoin } from '@/link/devices'
import { LINK_SAYINGS, said } from '@/link/sayings'
import { PHONE_SAYINGS } from '@/presentation/catalogs/phone-sayings'
import { seatsOf } from '@/link/seats'
import type { BindingRecord } from '@/link/doc'
import { phoneBidDue, replyWords, requestWords, tabletText } from '@/presentation/link-ui'
import { showLocale } from '@/composables/i18n'
import { refusePhrase } from '@/domain'
import { refusalText } from '@/presentation/refusal-text'
import { guidedAtBids } from '../support/guided'

const bound = (seat: string): BindingRecord => ({ device: `dev-${seat}`, publicKey: 'k', seat, name: `${seat} phone`, status: 'bound', message: '' })
const pay = { id: 'i2', device: 'dev-usa', seat: 'usa', kind: 'request', at: '', command: { kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 100, purpose: 'deal' } }

/** A player's phone writes the tablet's words in its reader's language, and falls back to the English it was sent. */
describe('the phone’s words of the table link', () => {
  afterAll(() => showLocale('en', false))
  const state = guidedAtBids().state
  const seats = seatsOf(state)

  it('the phone’s English table is the tablet’s own', () => {
    expect(PHONE_SAYINGS).toBe(LINK_SAYINGS)
  })

  it('the tablet’s own refusal of the link (a request gone, no bids open) reads in the tablet reader’s language', async () => {
    const gone = refusePhrase('link-refused', { area: 'linkSayings', key: 'requestGone', values: {} })
    if (gone.ok) throw new Error('refused expected')
    expect(gone.refusal.message).toBe('That request is no longer waiting.')
    await showLocale('de', false)
    expect(refusalText(gone.refusal)).toBe('Diese Anfrage wartet nicht mehr.')
    expect(tabletText({ message: LINK_SAYINGS.otherTabRoom, say: { key: 'otherTabRoom' } })).toMatch(/^Ein anderer Tab auf diesem Gerät/)
    await showLocale('en', false)
  })

  it('English: exactly the words the tablet sends and the phone showed before', async () => {
    await showLocale('en', false)
    const other = decideIntent({ ...pay, seat: 'ussr' }, true, bound('usa'), state, seats)
    expect(other.kind === 'refuse' && tabletText(other)).toBe('This phone is joined as USA; it cannot act for USSR.')
    expect(requestWords({ kind: 'transferMoney', from: 'usa', to: 'china', amount: 30, purpose: 'deal', note: 'oil' }, state)).toBe('pay China $30M (deal: oil)')
    expect(requestWords({ kind: 'tradeResources', seller: 'usa', buyer: 'china', resource: 'oil', units: 2, price: 300 } as never, state)).toBe('sell 2 oil to China for $300M')
    expect(replyWords('declined', tabletText(said('declinedWhy', { reason: 'no' })))).toBe('Declined by the banker: The banker declined it: no')
    expect(phoneBidDue(state, 'usa', [])?.stage).toBe('Stage 3 (Sell Resources)')
  })

  it('German and Portuguese: the tablet’s sayings, a seat by its superpower’s name, the rules’ refusal by its phrase', async () => {
    await showLocale('de', false)
    const join = decideJoin({ device: 'd', publicKey: 'k', seat: 'ussr', name: 'x', at: '' }, new Map(), seats)
    expect(tabletText(join)).toBe('Dieses Handy spielt als UdSSR.')
    const tooMuch = decideIntent({ ...pay, command: { ...pay.command, amount: 999999 } }, true, bound('usa'), state, seats)
    const wire = JSON.parse(JSON.stringify(tooMuch)) as { message: string; phrase?: unknown }
    expect(wire.phrase).toBeDefined()
    expect(tabletText(wire)).not.toBe(wire.message)
    expect(tabletText(wire)).toMatch(/USA/)
    expect(phoneBidDue(state, 'usa', [])?.stage).toBe('Phase 3 (Rohstoffe verkaufen)')
    await showLocale('pt-BR', false)
    expect(tabletText(said('bidRevealed'))).toBe('Seu lance foi revelado.')
  })

  it('a bad or unknown saying or phrase falls back to the English message, never throws', async () => {
    await showLocale('de', false)
    const message = 'The banker accepted it.'
    for (const say of [null, 7, 'accepted', { key: 'nope' }, { key: 'toString' }, { key: 'joined' }, { key: 'joined', values: { seat: { seat: 1 } } }, { key: 'accepted', values: [] }]) {
      expect(tabletText({ message, say })).toBe(message)
    }
    for (const phrase of [{}, { area: 'bank', key: 'nope', values: {} }, { area: 'nowhere', key: 'x', values: {} }, { area: 'kernel', key: 'notPlaying', values: { power: { power: 'atlantis' } } }]) {
      expect(tabletText({ message, phrase })).toBe(message)
    }
  })
})
