import { describe, expect, it } from 'vitest'
import { refuse } from '@/domain'

/** A refusal's shape (src/domain/kernel/result.ts). */
describe('kernel result: a refusal', () => {
  it('without a rule reference has no rule field at all, so screens and saved copies show none', () => {
    const refused = refuse('bad-amount', 'Enter an amount.')
    expect(refused).toStrictEqual({ ok: false, refusal: { code: 'bad-amount', message: 'Enter an amount.', remedies: [] } })
    if (!refused.ok) expect(Object.keys(refused.refusal)).not.toContain('rule')
  })

  it('with a rule reference carries it beside the code, the message and the remedies', () => {
    expect(refuse('bad-amount', 'Enter an amount.', 'Basic rules, Money')).toStrictEqual({
      ok: false,
      refusal: { code: 'bad-amount', message: 'Enter an amount.', rule: 'Basic rules, Money', remedies: [] },
    })
  })
})
