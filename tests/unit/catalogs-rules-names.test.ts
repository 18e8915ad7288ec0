import { expect, it } from 'vitest'
import { STAGE_INFO } from '@/domain/modules/play/data'
import { STAGES } from '@/presentation/catalogs/home'
import { POWERS } from '@/presentation/catalogs/powers'
import { SUPERPOWERS } from '@/domain/kernel/superpowers'

// The home screen names a saved game's stage without loading the rules' wording: its English
// catalog repeats the rules' stage names, and must not drift from them.
it('the stages catalog says each stage as the rules name it', () => {
  expect(Object.keys(STAGES)).toHaveLength(Object.keys(STAGE_INFO).length)
  for (const [stage, info] of Object.entries(STAGE_INFO)) expect(STAGES[`s${stage}` as keyof typeof STAGES]).toBe(info.name)
})

it('the powers catalog names each superpower as the rules name it', () => {
  expect(Object.keys(POWERS).sort()).toEqual(Object.keys(SUPERPOWERS).sort())
  for (const [id, info] of Object.entries(SUPERPOWERS)) expect(POWERS[id as keyof typeof POWERS]).toBe(info.name)
})
