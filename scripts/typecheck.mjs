// `npm run typecheck`: the three TypeScript projects checked side by side (a check is one
// process on one core; one after the other they took about a minute on this two-core machine).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/contract', 'apps/server', 'apps/web'];

const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        let output = '';
        const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ project, code, output }));
      }),
  ),
);
for (const { project, code, output } of results) {
  if (code !== 0) process.stdout.write(`== ${project}\n${output}`);
}
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
