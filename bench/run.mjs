// `npm run bench`: load benchmarks of the platform on this machine. They print figures and assert
// nothing about time. `npm run bench -- calls` (the request path, issue 11), `-- dashboard`, `-- courses`, `-- notifications` or `-- first-page`
// (the JavaScript of the first page) runs one of them; `BENCH_SERVER=<main.js> npm run bench -- compare`
// loads another build and this one at the same moments.
// Each needs the built server; it is built first when missing.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runCallsBench } from './calls.mjs';
import { runCompareBench } from './compare.mjs';
import { runCoursesBench } from './courses.mjs';
import { runDashboardBench } from './dashboard.mjs';
import { runFirstPageBench } from './first-page.mjs';
import { root } from './lib.mjs';
import { runNotificationsBench } from './notifications.mjs';

const benches = {
  calls: runCallsBench,
  dashboard: runDashboardBench,
  courses: runCoursesBench,
  notifications: runNotificationsBench,
  'first-page': runFirstPageBench,
  compare: runCompareBench,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}

if (!existsSync(`${root}apps/server/dist/main.js`)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

for (const name of chosen.length > 0 ? chosen : Object.keys(benches)) await benches[name]();
