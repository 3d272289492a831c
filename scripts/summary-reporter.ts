import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import { FAILED_PREFIX } from './failed-line.mjs';

const SLOWEST_SHOWN = 15;

/** A message's first line: the failure lines are one line each. */
const firstLine = (message: string) => message.split('\n')[0];

/**
 * Prints one plain closing line ("vitest: N passed, N failed, N skipped") that CI logs can be read by, and
 * before it the slowest test files per project, since CI has a time limit and the log is where its cost shows.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed++;
        else if (result.state === 'failed') {
          counts.failed++;
          const reason = firstLine(result.errors?.[0]?.message ?? '');
          failures.push(`${FAILED_PREFIX}${module.project.name} ${module.relativeModuleId} > ${test.fullName}: ${reason}`);
        } else counts.skipped++;
      }
    }
    // A file that failed before any test ran (an import, a hook) has no failed test to name.
    for (const module of testModules) {
      for (const error of module.errors()) failures.push(`${FAILED_PREFIX}${module.project.name} ${module.relativeModuleId}: ${firstLine(error.message)}`);
    }
    // An error no test awaited fails the run without failing a test: name it and where it was thrown.
    for (const error of unhandledErrors) {
      const where = error.stack?.split('\n').find((line) => line.includes('/src/') || line.includes('/e2e/'))?.trim() ?? '';
      failures.push(`${FAILED_PREFIX}unhandled ${error.name ?? 'Error'}: ${firstLine(error.message)} ${where}`.trimEnd());
    }
    const timed = testModules.map((module) => {
      const { duration, collectDuration, setupDuration } = module.diagnostic();
      return { project: module.project.name, name: `${module.project.name} ${module.relativeModuleId}`, seconds: (duration + collectDuration + setupDuration) / 1000 };
    });
    const byProject = new Map<string, number>();
    for (const { project, seconds } of timed) byProject.set(project, (byProject.get(project) ?? 0) + seconds);
    console.log(`\nslowest test files (tests, collection and setup, seconds):`);
    for (const { name, seconds } of timed.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN)) console.log(`  ${seconds.toFixed(1).padStart(7)}  ${name}`);
    console.log(`per project: ${[...byProject].sort((a, b) => b[1] - a[1]).map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(', ')}`);
    for (const failure of failures) console.log(failure);
    console.log(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
