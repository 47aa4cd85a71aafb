import type { APIRequestContext } from '@playwright/test';

type Mail = { to: string; subject: string; text: string };

/** The newest e-mail to `to` in the embedded outbox (`GET /api/dev/outbox`), as an inbox would show it. */
export async function latestMail(request: APIRequestContext, to: string, origin = ''): Promise<Mail> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`${origin}/api/dev/outbox?to=${encodeURIComponent(to)}&take=1`);
    const body = (await response.json()) as { data: Mail[] };
    if (body.data[0]) return body.data[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to}`);
}

/** The first link of an e-mail. */
export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[0];
}

/** The six-digit code of an e-mail. */
export function codeIn(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}
