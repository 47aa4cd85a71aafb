// The organization dashboard against a bare Fastify JSON route: what the platform's request path costs.
import { measure, printRow, startPlatform, startProcess } from './lib.mjs';

export async function runDashboardBench() {
  console.log('Organization dashboard against a bare Fastify JSON route (10 connections, 10 s each)');
  const platform = await startPlatform();
  const bare = await startProcess('bench/bare-server.mjs', {}, '/api/bare').catch(async (error) => {
    await platform.stop();
    throw error;
  });
  try {
    const dashboard = await measure(`${platform.url}/api/organizations-dashboard`, { headers: { organization: '1' } });
    const baseline = await measure(`${bare.url}/api/bare`);
    printRow('GET /api/organizations-dashboard', dashboard);
    printRow('bare Fastify JSON route', baseline);
    console.log(`  ratio (dashboard / bare): ${(dashboard.rps / baseline.rps).toFixed(3)} of the requests per second,`);
    console.log(
      `                            ${(dashboard.p99 / Math.max(baseline.p99, 1)).toFixed(1)}× the p99 latency`,
    );
  } finally {
    await Promise.all([platform.stop(), bare.stop()]);
  }
}
