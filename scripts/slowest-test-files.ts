import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that prints, after the run, the ten slowest test files of each project
 * (import plus tests and hooks), so that CI shows where test time goes (decision 040).
 * `npx vitest run --reporter=default --reporter=./scripts/slowest-test-files.ts`
 */
export default class SlowestTestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, { file: string; seconds: number; tests: number }[]>();
    for (const module of modules) {
      const d = module.diagnostic();
      const seconds = (d.collectDuration + d.duration) / 1000;
      const rows = byProject.get(module.project.name) ?? [];
      rows.push({
        file: path.relative(process.cwd(), module.moduleId),
        seconds,
        tests: [...module.children.allTests()].length,
      });
      byProject.set(module.project.name, rows);
    }
    const lines = ['', 'Slowest test files per project (seconds: import + tests and hooks)'];
    for (const [project, rows] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      const total = rows.reduce((sum, r) => sum + r.seconds, 0);
      lines.push(`  ${project}: ${rows.length} files, ${total.toFixed(1)} s in all`);
      for (const r of rows.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
        lines.push(`    ${r.seconds.toFixed(1).padStart(6)}  ${r.file} (${r.tests} tests)`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
