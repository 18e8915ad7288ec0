/**
 * Vitest reporter that ends the run with one plain line CI can read:
 *
 *   vitest: N passed, N failed, N skipped
 *
 * Every test case counts once. A test file that failed to load (syntax error, failing import,
 * error thrown at collection) or that failed outside its tests (a beforeAll/afterAll hook) counts
 * as one failed test when none of its cases already failed, and so does each unhandled error, so
 * the line never says "0 failed" for a run that Vitest itself fails.
 * The counts are also written to test-results/vitest-counts.json for scripts/total.mjs.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Reporter, SerializedError, TestModule, TestRunEndReason, Vitest } from 'vitest/node'

export interface VitestCounts {
  passed: number
  failed: number
  skipped: number
  /** Test files that failed to load or failed outside their test cases. */
  failedFiles: string[]
  unhandledErrors: number
  reason: TestRunEndReason
}

export function countTests(
  testModules: ReadonlyArray<TestModule>,
  unhandledErrors: ReadonlyArray<SerializedError>,
  reason: TestRunEndReason,
): VitestCounts {
  const counts: VitestCounts = {
    passed: 0,
    failed: 0,
    skipped: 0,
    failedFiles: [],
    unhandledErrors: unhandledErrors.length,
    reason,
  }
  for (const testModule of testModules) {
    let failedHere = 0
    for (const testCase of testModule.children.allTests()) {
      switch (testCase.result().state) {
        case 'passed':
          counts.passed++
          break
        case 'skipped':
          counts.skipped++
          break
        default:
          // 'failed', or 'pending' left over from an interrupted run: neither passed.
          counts.failed++
          failedHere++
      }
    }
    const moduleFailed = testModule.state() === 'failed' || testModule.errors().length > 0
    if (moduleFailed && failedHere === 0) {
      counts.failed++
      counts.failedFiles.push(testModule.relativeModuleId)
    }
  }
  counts.failed += unhandledErrors.length
  return counts
}

export default class CountReporter implements Reporter {
  private outputFile = resolve(process.cwd(), 'test-results/vitest-counts.json')

  onInit(vitest: Vitest): void {
    this.outputFile = resolve(vitest.config.root, 'test-results/vitest-counts.json')
  }

  async onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): Promise<void> {
    const counts = countTests(testModules, unhandledErrors, reason)
    mkdirSync(resolve(this.outputFile, '..'), { recursive: true })
    writeFileSync(this.outputFile, `${JSON.stringify(counts, null, 2)}\n`)
    // Let the other reporters (run in parallel with this one) print their summaries first.
    await new Promise((done) => setTimeout(done, 0))
    process.stdout.write(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`)
  }
}
