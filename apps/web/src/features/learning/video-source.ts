/** How a lesson's video plays: an embedded YouTube or Vimeo player, or the browser's own player for a file. */
export type VideoSource = { kind: 'embed'; src: string; provider: 'youtube' | 'vimeo' } | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match?.[2] ?? null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = /^\/(?:video\/)?(\d+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

/**
 * The player for a lesson's video address. YouTube and Vimeo links (watch, short, embed forms)
 * become their privacy-friendly embeds; any other http(s) or same-site address plays as a file.
 * Anything else (javascript:, data:) plays nothing.
 */
export function toVideoSource(address: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(address, 'https://placeholder.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  const isRelative = url.hostname === 'placeholder.invalid';
  return { kind: 'file', src: isRelative ? `${url.pathname}${url.search}` : url.toString() };
}
