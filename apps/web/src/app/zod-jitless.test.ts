import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import './zod-jitless.ts';

describe('zod-jitless', () => {
  it('is the setting zod reads: its configuration is the global object the app writes to', () => {
    expect(config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
    expect(config().jitless).toBe(true);
  });
});
