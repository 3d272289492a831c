import type { Reporter, TestModule } from 'vitest/node';

const SLOWEST_SHOWN = 15;

/**
 * Prints one plain closing line ("vitest: N passed, N failed, N skipped") that CI logs can be read by, and
 * before it the slowest test files per project, since CI has a time limit and the log is where its cost shows.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
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
    console.log(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
