// `npm run bench`: load benchmarks of the platform against baselines on this machine. They
// print figures and assert nothing about time. Each needs the built server (npm run build).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { measure, printRow, root, startPlatform, startProcess } from './lib.mjs';

if (!existsSync(`${root}apps/server/dist/main.js`)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log('Organization dashboard against a bare Fastify JSON route (10 connections, 10 s each)');
const platform = await startPlatform();
const bare = await startProcess('bench/bare-server.mjs', {}, '/api/bare');
try {
  const dashboard = await measure(`${platform.url}/api/organizations-dashboard`, { headers: { organization: '1' } });
  const baseline = await measure(`${bare.url}/api/bare`);
  printRow('GET /api/organizations-dashboard', dashboard);
  printRow('bare Fastify JSON route', baseline);
  console.log(`  ratio (dashboard / bare): ${(dashboard.rps / baseline.rps).toFixed(3)} of the requests per second,`);
  console.log(`                            ${(dashboard.p99 / Math.max(baseline.p99, 1)).toFixed(1)}× the p99 latency`);
} finally {
  await Promise.all([platform.stop(), bare.stop()]);
}
