// Two builds of the server side by side (issue 11): `BENCH_SERVER=<other build's main.js> npm run
// bench -- compare` starts that build and this checkout's, both embedded with the demo data, and
// loads both with the same call for the same seconds, in slices. On a shared machine the load of
// other work moves every figure by a third from one minute to the next; two servers measured at the
// same moments feel the same load, so the ratio of their processor time per answer holds where
// the figures of one run after the other do not. Prints, per call of the calls bench, the median of
// each build's CPU µs per answer and the median of the slices' ratios (this build's over the other's).
//
// BENCH_SLICES (default 8) slices of BENCH_SLICE seconds (default 3), 5 connections to each server;
// BENCH_CALLS: only the calls whose name holds this text (`all-courses`, `guest`).
import autocannon from 'autocannon';
import { calls, firstCourseId, headersOf, signIn } from './calls.mjs';
import { AS_A_BROWSER, cpuSeconds, median, startPlatform } from './lib.mjs';

export async function runCompareBench() {
  const other = process.env.BENCH_SERVER;
  if (!other) {
    console.log('\nCompare: set BENCH_SERVER to the main.js of the build to compare this checkout with.');
    return;
  }
  const slices = Number(process.env.BENCH_SLICES ?? 8);
  const seconds = Number(process.env.BENCH_SLICE ?? 3);
  console.log(
    `\nThis checkout's server against ${other}, loaded at the same moments (${slices} slices of ${seconds} s)`,
  );
  const builds = [];
  try {
    for (const server of [other, 'apps/server/dist/main.js']) {
      const build = { platform: await startPlatform({ ACCESS_TOKEN_TTL_SECONDS: '7200' }, { server }) };
      builds.push(build);
      const { url } = build.platform;
      const session = await signIn(url);
      build.targets = calls(session.userId, await firstCourseId(url)).map((call) => ({
        name: call.name,
        url: url + call.path,
        headers: { ...AS_A_BROWSER, ...headersOf(call, session) },
      }));
    }
    console.log(
      `  ${'call'.padEnd(34)} ${'other µs'.padStart(9)} ${'this µs'.padStart(9)} ${'this/other'.padStart(11)}`,
    );
    const only = process.env.BENCH_CALLS;
    for (const [index, { name }] of builds[0].targets.entries()) {
      if (only && !name.includes(only)) continue;
      const loadBoth = (duration) =>
        Promise.all(
          builds.map(async ({ platform, targets }) => {
            const { url, headers } = targets[index];
            const before = cpuSeconds(platform.pid);
            const result = await autocannon({ url, headers, duration, connections: 5 });
            if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
            return ((cpuSeconds(platform.pid) - before) * 1e6) / result.requests.total;
          }),
        );
      await loadBoth(2);
      const micros = { other: [], this: [] };
      const ratios = [];
      for (let slice = 0; slice < slices; slice++) {
        const [otherMicros, thisMicros] = await loadBoth(seconds);
        micros.other.push(otherMicros);
        micros.this.push(thisMicros);
        ratios.push(thisMicros / otherMicros);
      }
      console.log(
        `  ${name.padEnd(34)} ${median(micros.other).toFixed(1).padStart(9)} ${median(micros.this).toFixed(1).padStart(9)} ${median(ratios).toFixed(2).padStart(11)}`,
      );
    }
  } finally {
    for (const { platform } of builds) await platform.stop();
  }
}
