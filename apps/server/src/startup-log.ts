import type { Config } from './config.ts';

export interface StartupFacts {
  config: Pick<Config, 'host' | 'port' | 'dataDir' | 'smtpUrl' | 'devOutbox'>;
  /** Where this machine opens the app (`http://localhost:3000`). */
  address: string;
  databaseKind: 'embedded' | 'postgres';
  /** Whether this start seeded the demo data into an empty database. */
  seeded: boolean;
  /** The demo accounts that still have the published password (`liveDemoSignIns`), seeded now or before. */
  demo: { password: string; signIns: readonly { email: string; organization: number; role: string }[] };
}

/**
 * What an operator must know at start (issue 10, defect 1): where the app is, where mail goes and
 * who can read the outbox, which demo accounts exist, and a warning for each thing exposed beyond
 * this machine.
 */
export function startupLines({ config, address, databaseKind, seeded, demo }: StartupFacts): string[] {
  const reachable = !['localhost', '127.0.0.1', '::1'].includes(config.host);
  const outbox = {
    local: `readable only from this machine at ${address}/dev/mailbox (DEV_OUTBOX=local)`,
    open: `readable by ANYONE who reaches the server at ${address}/dev/mailbox (DEV_OUTBOX=open)`,
    off: 'kept in the database, readable by nobody (DEV_OUTBOX=off)',
  }[config.devOutbox];
  const warnings = [
    reachable ? `listening on ${config.host}: reachable from other machines` : '',
    reachable && demo.signIns.length > 0
      ? 'the demo accounts below have a published password: on a real server, start from an empty database with SEED_DEMO_DATA=false'
      : '',
    !config.smtpUrl && config.devOutbox === 'open'
      ? 'the mail outbox holds sign-in codes and reset links and anyone can read it: set SMTP_URL or DEV_OUTBOX=local'
      : '',
  ].filter(Boolean);
  return [
    '',
    `  Manara is running at ${address}${reachable ? ` (listening on ${config.host}:${config.port})` : ''}`,
    `  API documentation:   ${address}/api/docs`,
    `  Database:            ${databaseKind === 'embedded' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
    ...(config.smtpUrl
      ? [
          '  Mail:                sent through SMTP_URL',
          '  Text messages:       kept in the embedded outbox (no SMS gateway yet), readable by nobody',
        ]
      : [`  Mail and texts:      kept in the embedded outbox, ${outbox}`]),
    ...warnings.map((warning) => `  WARNING: ${warning}`),
    ...(demo.signIns.length > 0
      ? [
          '',
          `  Demo sign-ins (password ${demo.password}):`,
          ...demo.signIns.map((s) => `    ${s.email.padEnd(22)} organization ${s.organization}, ${s.role}`),
        ]
      : []),
    '',
  ];
}
