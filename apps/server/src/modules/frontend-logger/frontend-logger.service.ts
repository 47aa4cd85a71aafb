import type { ClientLogBody } from '@manara/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';

/**
 * Writes an error reported by the web app to the request's log (one JSON line with the
 * request id, the organization and the user), after counting it against the address's limit.
 */
export async function logClientError(
  deps: Pick<AppDeps, 'rateLimiter'>,
  ctx: RequestContext,
  body: z.output<typeof ClientLogBody>,
): Promise<null> {
  await deps.rateLimiter.consume('clientLogsPerAddress', ctx.client.ip, 'common-006');
  const entry = {
    client: {
      source: body.source,
      message: body.message,
      stack: body.stack,
      componentStack: body.componentStack,
      url: body.url,
      userAgent: ctx.client.userAgent,
    },
    orgId: ctx.orgId,
    userId: ctx.user?.id ?? null,
  };
  ctx.log[body.level](entry, 'web app reported an error');
  return null;
}
