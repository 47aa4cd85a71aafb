import { z } from 'zod';
import { defineCall, NoContent, publicAccess, Text } from './http.ts';

/** Where in the browser an error was caught. */
export const ClientErrorSource = z.enum(['boundary', 'window', 'rejection', 'console']);

export const ClientLogBody = z.object({
  level: z.enum(['error', 'warn', 'info']).default('error'),
  source: ClientErrorSource,
  message: Text().trim().min(1).max(2000),
  stack: Text().max(10_000).optional(),
  /** The page the error happened on (path and query, as the browser shows it). */
  url: Text().max(2000).optional(),
  /** React's component stack, for errors caught by the error boundary. */
  componentStack: Text().max(10_000).optional(),
});
export type ClientLogBody = z.input<typeof ClientLogBody>;

export const logClientError = defineCall({
  method: 'POST',
  path: '/frontend-logger',
  summary: "Receives an error of the web app and writes it to the server's log. Rate limited per address.",
  tags: ['system'],
  access: publicAccess,
  body: ClientLogBody,
  response: NoContent,
  status: 204,
  errors: ['common-006'],
});
