import { describe, expect, it } from 'vitest'
import { doneNotice } from '@/presentation/done-notice'
import { guidedGame, playTo } from '../support/guided'

/** Issue 25: after a form's command is saved, one line says what was done with the money. */
describe('The notice after an action', () => {
  it('a build: the log line, whose figure already names the cost, and no second money line', () => {
    const g = guidedGame(['usa', 'ussr'])
    playTo(g, { stage: 6, bidders: ['usa'] })
    g.do({ kind: 'buildForces', power: 'usa', armies: 2, navies: 0 })
    const notice = doneNotice(g.entries.at(-1)!, g.state.settings, (seq) => g.entries[seq - 1])
    expect(notice.text).toContain('USA built 2 armies')
    expect(notice.text).toContain('$200M')
    expect(notice.money).toEqual([])
  })

  it('a line that does not say the change (a cash correction to a new total): the change with its sign', () => {
    const g = guidedGame(['usa', 'ussr'])
    const before = g.state.accounts.usa!
    g.do({ kind: 'correctCash', power: 'usa', cash: before - 300, reason: 'miscounted' })
    const notice = doneNotice(g.entries.at(-1)!, g.state.settings, (seq) => g.entries[seq - 1])
    expect(notice.money).toEqual(['USA −$300M'])
  })

  it('a payment between players says both sides itself', () => {
    const g = guidedGame(['usa', 'ussr'])
    g.do({ kind: 'transferMoney', from: 'usa', to: 'ussr', amount: 300, purpose: 'deal' })
    const notice = doneNotice(g.entries.at(-1)!, g.state.settings, (seq) => g.entries[seq - 1])
    expect(notice.text).toMatch(/USA.*\$300M.*USSR|USSR.*\$300M.*USA|USA.*USSR.*\$300M/)
    expect(notice.money).toEqual([])
  })
})
