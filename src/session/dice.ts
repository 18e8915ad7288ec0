import { DIE_FACES } from '@/domain'

/**
 * One fair die from the platform's CSPRNG. Rejection sampling keeps it unbiased: bytes of 252
 * and above (256 is not a multiple of 6) are thrown away.
 */
export function rollDie(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (b) => crypto.getRandomValues(b)): number {
  const limit = 256 - (256 % DIE_FACES)
  const buffer = new Uint8Array(1)
  for (;;) {
    const byte = random(buffer)[0] ?? 255
    if (byte < limit) return (byte % DIE_FACES) + 1
  }
}

export function rollDice(count: number): number[] {
  return Array.from({ length: count }, () => rollDie())
}
