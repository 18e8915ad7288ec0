import type { MarketTaxRefusal } from '../house-rules/market-tax/module'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { refuse, type Refusal, type RefusalCode } from '@/domain'
import { FILE_REFUSALS, RULES_REFUSALS, UNDO_TO_REFUSALS } from '@/domain/codes'
import { KERNEL_REFUSALS } from '@/domain/kernel/codes'
import { AIR_REFUSALS } from '@/domain/modules/air-units/codes'
import { WARLORDS_REFUSALS } from '@/domain/modules/warlords/codes'
import { WARLORDS_ECONOMY_REFUSALS } from '@/domain/modules/warlords/economy-codes'
import { WARLORDS_ZONE_REFUSALS } from '@/domain/modules/warlords/zone-codes'
import { CASH_FLOW_REFUSALS } from '@/domain/modules/cash-flow/codes'
import { WOS_REFUSALS } from '@/domain/modules/war-of-supremacy/codes'
import { BANK_REFUSALS } from '@/domain/modules/bank/codes'
import { BATTLE_REFUSALS } from '@/domain/modules/battle/codes'
import { CORRECTIONS_REFUSALS } from '@/domain/modules/corrections/codes'
import { ENDGAME_REFUSALS } from '@/domain/modules/endgame/codes'
import { MARKET_REFUSALS } from '@/domain/modules/market/codes'
import { PLAY_REFUSALS } from '@/domain/modules/play/codes'
import { SETUP_REFUSALS } from '@/domain/modules/setup/codes'
import { SESSION_REFUSALS } from '@/session/codes'
import { LINK_REFUSALS } from '@/link/codes'

const DECLARED = {
  kernel: KERNEL_REFUSALS,
  airUnits: AIR_REFUSALS,
  warlords: WARLORDS_REFUSALS,
  bank: BANK_REFUSALS,
  battle: BATTLE_REFUSALS,
  corrections: CORRECTIONS_REFUSALS,
  endgame: ENDGAME_REFUSALS,
  market: MARKET_REFUSALS,
  play: PLAY_REFUSALS,
  setup: SETUP_REFUSALS,
  rules: RULES_REFUSALS,
  files: FILE_REFUSALS,
  undoTo: UNDO_TO_REFUSALS,
  session: SESSION_REFUSALS,
  link: LINK_REFUSALS,
  warlordsEconomy: WARLORDS_ECONOMY_REFUSALS,
  warlordsZones: WARLORDS_ZONE_REFUSALS,
  cashFlow: CASH_FLOW_REFUSALS,
  warOfSupremacy: WOS_REFUSALS,
} as const

type Declared = (typeof DECLARED)[keyof typeof DECLARED][number]

describe('refusal codes: string-literal unions declared by their modules', () => {
  it.each(Object.entries(DECLARED))('%s declares kebab-case codes, each once', (_, codes) => {
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('the registry holds exactly the declared codes, and a refusal carries one of them', () => {
    // Fails to compile if a code reaches the registry without a list above, or the other way round.
    // (less the codes a test's own house-rule module adds, which the program sees too)
    expectTypeOf<Exclude<RefusalCode, MarketTaxRefusal>>().toEqualTypeOf<Declared>()
    expectTypeOf<Refusal['code']>().toEqualTypeOf<RefusalCode>()
    expectTypeOf(refuse).parameter(0).toEqualTypeOf<RefusalCode>()
  })

  it('an undeclared code is a compile error, not a new free-text code', () => {
    // @ts-expect-error 'no-such-code' is declared by no module
    const refused = refuse('no-such-code', 'Never shown.')
    // @ts-expect-error a typo of a declared code ('insufficient-funds')
    const typo: RefusalCode = 'insufficent-funds'
    expect(refused.ok).toBe(false)
    expect(typo).toBe('insufficent-funds')
  })
})
