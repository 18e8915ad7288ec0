/**
 * Readings the rules core keeps as constants and the screens show from a catalog: the English
 * words must say exactly what the rules' constant says, so the two cannot drift apart.
 */
import { describe, expect, it } from 'vitest'
import { LSTAR_FIRST_BUILD_READING, NUKE_CARD_SHORT_READING } from '@/domain'
import { stageBuildWords } from '@/presentation/catalogs/stage-build'
import { money } from '@/presentation/catalogs/common'

describe('readings shown from the catalogs', () => {
  it('the first L-star and the nuke card found short read as the rules core words them', () => {
    expect(stageBuildWords('readingLstarFirst', { lstar: money(1000) })).toBe(LSTAR_FIRST_BUILD_READING)
    expect(stageBuildWords('readingNukeShort', { nuke: money(500), each: money(200) })).toBe(NUKE_CARD_SHORT_READING)
  })
})

describe('the drop-ship reading', () => {
  it('reads as the rules core words it', async () => {
    const { DROP_SHIP_PAYMENT_READING } = await import('@/domain')
    const { stageSaleWords } = await import('@/presentation/catalogs/stage-sales')
    expect(stageSaleWords('dropReading')).toBe(DROP_SHIP_PAYMENT_READING)
  })
})

describe('the phases of each stage', () => {
  it('have a catalog name reading as the rules name them, and no catalog name for a phase the rules do not have', async () => {
    const { STAGE_INFO } = await import('@/domain/modules/play/data')
    const { PHASES, phaseName } = await import('@/presentation/catalogs/phases')
    const ruled = Object.entries(STAGE_INFO).flatMap(([stage, info]) => info.phases.map((p) => [`p${stage}${p.id}`, p.name, Number(stage), p.id] as const))
    for (const [, name, stage, id] of ruled) expect(phaseName(stage, id)).toBe(name)
    expect(Object.keys(PHASES).sort()).toEqual(ruled.map(([key]) => key).sort())
    expect(phaseName(3, 'A')).toBe('')
  })
})
