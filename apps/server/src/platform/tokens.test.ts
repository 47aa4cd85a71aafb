import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';
import { createTokenService } from './tokens.ts';

describe('access tokens', () => {
  const key = new TextEncoder().encode('k'.repeat(48));

  it('answers a token verified before from memory, and refuses it once expired by the app clock', async () => {
    const clock = createManualClock(new Date('2030-01-01T00:00:00Z'));
    const tokens = createTokenService(key, 60, clock);
    const { token } = await tokens.signAccess({ userId: 1, orgId: 2, sessionId: 3 });
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 1, orgId: 2, sessionId: 3 });
    clock.advance(59_000);
    expect(await tokens.verifyAccess(token)).toEqual({ userId: 1, orgId: 2, sessionId: 3 });
    clock.advance(1_000);
    expect(await tokens.verifyAccess(token)).toBeNull();
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a token whose signature differs by one character', async () => {
    const tokens = createTokenService(key, 60, createManualClock(new Date('2030-01-01T00:00:00Z')));
    const { token } = await tokens.signAccess({ userId: 1, orgId: 2, sessionId: 3 });
    await tokens.verifyAccess(token);
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(await tokens.verifyAccess(`${token.slice(0, -2)}${last}${token.at(-1)}`)).toBeNull();
  });
});
