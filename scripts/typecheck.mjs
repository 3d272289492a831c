// Each workspace has its own tsconfig (DOM for the browser packages, none for machines and the API),
// so one root program cannot check them all; tsc runs once per project.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/api-client', 'packages/domain', 'packages/i18n', 'packages/machines', 'packages/mail', 'packages/ui', 'apps/shop', 'apps/admin', 'apps/api', '.storybook', 'scripts'];
let failed = false;
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  else console.log(`typecheck ok: ${project}`);
}
process.exit(failed ? 1 : 0);
