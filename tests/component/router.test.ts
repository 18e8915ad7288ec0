/**
 * The app's URLs (src/router): every hash URL a link, a bookmark or a scanned QR code carries keeps
 * opening the same screen, the screens write the same URLs, an unknown URL lands on the saved
 * games, and a game's tab is remembered for Resume.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { GAME_TABS } from '@/composables/use-route'
import { lastTab } from '@/composables/last-tab'
import { hrefOf, screenAt, visit } from '../support/router'

afterEach(() => localStorage.clear())

describe('the hash URLs', () => {
  it('open the screens they always opened', () => {
    expect(screenAt('')).toEqual({ name: 'home' })
    expect(screenAt('#/')).toEqual({ name: 'home' })
    expect(screenAt('#/new')).toEqual({ name: 'new-game' })
    expect(screenAt('#/game/g1')).toEqual({ name: 'game', gameId: 'g1' })
    expect(screenAt('#/game/g1/market')).toEqual({ name: 'game', gameId: 'g1', tab: 'market' })
    expect(screenAt('#/game/g%201/log')).toEqual({ name: 'game', gameId: 'g 1', tab: 'log' })
    // A tab this app does not have: the game, on its first tab.
    expect(screenAt('#/game/g1/nowhere')).toEqual({ name: 'game', gameId: 'g1' })
    expect(screenAt('#/join/abc_-123')).toEqual({ name: 'join', token: 'abc_-123' })
    expect(screenAt('#/seat/g1/usa')).toEqual({ name: 'seat', gameId: 'g1', seat: 'usa' })
  })

  it('are what the screens write', () => {
    expect(hrefOf({ name: 'home' })).toBe('#/')
    expect(hrefOf({ name: 'new-game' })).toBe('#/new')
    expect(hrefOf({ name: 'game', gameId: 'g1' })).toBe('#/game/g1')
    expect(hrefOf({ name: 'game', gameId: 'g 1/2', tab: 'stage' })).toBe('#/game/g%201%2F2/stage')
    expect(screenAt(hrefOf({ name: 'game', gameId: 'g 1/2', tab: 'stage' }))).toEqual({ name: 'game', gameId: 'g 1/2', tab: 'stage' })
    expect(hrefOf({ name: 'join', token: 'abc' })).toBe('#/join/abc')
    for (const tab of GAME_TABS) expect(screenAt(hrefOf({ name: 'game', gameId: 'g1', tab }))).toEqual({ name: 'game', gameId: 'g1', tab })
  })

  it('land on the saved games when the app has no such screen', async () => {
    for (const hash of ['#/nowhere', '#/game', '#/seat/g1', '#/join', '#/game/g1/market/more']) {
      await visit('#/new')
      await visit(hash)
      expect(location.hash, hash).toBe('#/')
    }
  })
})

describe('Resume', () => {
  it('remembers the tab each game was last shown on, and nothing for a game opened without one', async () => {
    await visit('#/game/g1/market')
    await visit('#/game/g2')
    await visit('#/game/g1/log')
    expect(lastTab('g1', GAME_TABS)).toBe('log')
    expect(lastTab('g2', GAME_TABS)).toBeUndefined()
  })
})
