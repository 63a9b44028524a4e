// A vitest reporter that writes, for each test file, the time it took in its worker (environment,
// import, hooks and tests) and the tests that passed only on a retry, to the JSON file named by
// TEST_FILES_REPORT. `npm test` (scripts/test.mjs) reads it to print the slowest files and the
// retried tests, and to hold each step to its budget (scripts/test-budget.json).
import fs from 'node:fs'

export default class TestFilesReporter {
  files = []

  onTestModuleEnd(testModule) {
    const diagnostic = testModule.diagnostic()
    const seconds =
      (diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration) /
      1000
    const retried = []
    let tests = 0
    for (const test of testModule.children.allTests()) {
      tests++
      if (test.result().state === 'passed' && test.diagnostic()?.flaky) retried.push(test.fullName)
    }
    this.files.push({ file: testModule.relativeModuleId, seconds, tests, retried })
  }

  onTestRunEnd() {
    const output = process.env.TEST_FILES_REPORT
    if (output) fs.writeFileSync(output, JSON.stringify(this.files, null, 1))
  }
}
