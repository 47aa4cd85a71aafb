import type { ClientLogBody } from '@manara/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { RequestContext } from '../../platform/context.ts';
import { redactUrl, scrubText } from '../../platform/logging.ts';

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
      // What a page reports may quote a link with a token or an address: scrubbed as our own errors are.
      message: scrubText(body.message),
      stack: body.stack && scrubText(body.stack),
      componentStack: body.componentStack && scrubText(body.componentStack),
      url: body.url && redactUrl(body.url),
      userAgent: ctx.client.userAgent,
    },
    orgId: ctx.orgId,
    userId: ctx.user?.id ?? null,
  };
  ctx.log[body.level](entry, 'web app reported an error');
  return null;
}
