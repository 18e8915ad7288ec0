import { describe, expect, it } from 'vitest'
import { rollDie } from '@/session/dice'

/** Feeds the die every possible random byte once: an unbiased die uses each face equally. */
function feed(bytes: number[]) {
  let i = 0
  return (buffer: Uint8Array<ArrayBuffer>) => {
    buffer[0] = bytes[i++ % bytes.length]!
    return buffer
  }
}

describe('rollDie', () => {
  it('maps the 252 accepted byte values evenly onto faces 1 to 6', () => {
    const counts = [0, 0, 0, 0, 0, 0]
    const all = Array.from({ length: 252 }, (_, i) => i)
    const random = feed(all)
    for (let i = 0; i < 252; i += 1) counts[rollDie(random) - 1]! += 1
    expect(counts).toEqual([42, 42, 42, 42, 42, 42])
  })

  it('throws away bytes 252 to 255, which would favour faces 1 to 4', () => {
    expect(rollDie(feed([252, 253, 254, 255, 5]))).toBe(6)
  })

  it('rolls 1 to 6 with the real generator', () => {
    for (let i = 0; i < 200; i += 1) expect([1, 2, 3, 4, 5, 6]).toContain(rollDie())
  })
})
