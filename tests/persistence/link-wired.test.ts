import { afterEach, describe, expect, it } from 'vitest'
import { closeDatabases, joined, settle, table } from '../support/link'

afterEach(closeDatabases)

describe('A tablet and two phones wired in-process', () => {
  it('phones fold what the tablet committed, join their seats, and are refused a taken one', async () => {
    const t = await table()
    const usa = await joined(t, 'usa')
    expect(usa.guest.joinStatus()).toMatchObject({ status: 'bound', seat: 'usa' })
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
    const again = await joined(t, 'usa', 'Second phone')
    expect(again.guest.joinStatus()).toMatchObject({ status: 'refused', message: 'USA is already joined on another phone (usa phone). The banker can remove that phone first.' })
    await t.session.dispatch({ kind: 'settleStage1', power: 'usa' })
    await settle()
    expect(usa.guest.fold()?.headSeq).toBe(2)
    expect(usa.guest.fold()?.state).toEqual(t.session.state)
    expect(t.host.devices().map((d) => d.seat)).toEqual(['usa'])
  })
})
