import { extname } from 'node:path';
import type { MediaType } from '@manara/contract';

/** A kind of file we accept: its media type, our `type`, and how its first bytes look. */
export interface FileKind {
  mime: string;
  type: MediaType;
  /** Whether its first bytes are what a file of this kind starts with. */
  matches(head: Buffer): boolean;
}

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;
const bytes = (head: Buffer, offset: number, values: number[]) =>
  head.length >= offset + values.length && values.every((value, i) => head[offset + i] === value);

const isPng = (h: Buffer) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isJpeg = (h: Buffer) => bytes(h, 0, [0xff, 0xd8, 0xff]);
const isGif = (h: Buffer) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a');
const isRiff = (form: string) => (h: Buffer) => ascii(h, 0, 'RIFF') && ascii(h, 8, form);
/** ISO base media (MP4, MOV, M4A): a `ftyp` box first. */
const isIsoMedia = (h: Buffer) => ascii(h, 4, 'ftyp');
const isMatroska = (h: Buffer) => bytes(h, 0, [0x1a, 0x45, 0xdf, 0xa3]);
const isMp3 = (h: Buffer) => ascii(h, 0, 'ID3') || (h.length >= 2 && h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0);
const isOgg = (h: Buffer) => ascii(h, 0, 'OggS');
const isPdf = (h: Buffer) => ascii(h, 0, '%PDF-');
const isZip = (h: Buffer) => bytes(h, 0, [0x50, 0x4b, 0x03, 0x04]);
/** Legacy Office documents (OLE compound files). */
const isOle = (h: Buffer) => bytes(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Text: valid UTF-8 without NUL bytes (a cut multi-byte character at the end is fine). */
const isText = (h: Buffer) => {
  if (h.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(h, { stream: true });
    return true;
  } catch {
    return false;
  }
};

const officeXml = 'application/vnd.openxmlformats-officedocument';

/**
 * Files the platform accepts, by extension. A file is taken only when its first bytes match its
 * extension, and it is served with our media type, never the client's. Markup that a browser
 * would run (HTML, SVG) is not accepted at all.
 */
const kinds: Record<string, FileKind> = {
  png: { mime: 'image/png', type: 'IMAGE', matches: isPng },
  jpg: { mime: 'image/jpeg', type: 'IMAGE', matches: isJpeg },
  jpeg: { mime: 'image/jpeg', type: 'IMAGE', matches: isJpeg },
  gif: { mime: 'image/gif', type: 'IMAGE', matches: isGif },
  webp: { mime: 'image/webp', type: 'IMAGE', matches: isRiff('WEBP') },
  mp4: { mime: 'video/mp4', type: 'VIDEO', matches: isIsoMedia },
  m4v: { mime: 'video/mp4', type: 'VIDEO', matches: isIsoMedia },
  mov: { mime: 'video/quicktime', type: 'VIDEO', matches: isIsoMedia },
  webm: { mime: 'video/webm', type: 'VIDEO', matches: isMatroska },
  mp3: { mime: 'audio/mpeg', type: 'AUDIO', matches: isMp3 },
  m4a: { mime: 'audio/mp4', type: 'AUDIO', matches: isIsoMedia },
  ogg: { mime: 'audio/ogg', type: 'AUDIO', matches: isOgg },
  oga: { mime: 'audio/ogg', type: 'AUDIO', matches: isOgg },
  wav: { mime: 'audio/wav', type: 'AUDIO', matches: isRiff('WAVE') },
  pdf: { mime: 'application/pdf', type: 'FILE', matches: isPdf },
  docx: { mime: `${officeXml}.wordprocessingml.document`, type: 'FILE', matches: isZip },
  xlsx: { mime: `${officeXml}.spreadsheetml.sheet`, type: 'FILE', matches: isZip },
  pptx: { mime: `${officeXml}.presentationml.presentation`, type: 'FILE', matches: isZip },
  doc: { mime: 'application/msword', type: 'FILE', matches: isOle },
  xls: { mime: 'application/vnd.ms-excel', type: 'FILE', matches: isOle },
  ppt: { mime: 'application/vnd.ms-powerpoint', type: 'FILE', matches: isOle },
  zip: { mime: 'application/zip', type: 'FILE', matches: isZip },
  txt: { mime: 'text/plain', type: 'FILE', matches: isText },
  csv: { mime: 'text/csv', type: 'FILE', matches: isText },
  md: { mime: 'text/markdown', type: 'FILE', matches: isText },
  vtt: { mime: 'text/vtt', type: 'FILE', matches: (h) => ascii(h, 0, 'WEBVTT') || ascii(h, 3, 'WEBVTT') },
};

/** How many first bytes the sniffing needs. */
export const SNIFF_BYTES = 4096;

/** The accepted kind of a file name (by its extension), or null when such files are not accepted. */
export function kindOfFileName(fileName: string): FileKind | null {
  const extension = extname(fileName).slice(1).toLowerCase();
  return Object.hasOwn(kinds, extension) ? (kinds[extension] ?? null) : null;
}

/** The extension we store a file under (`.png`), from its accepted name. */
export function storedExtension(fileName: string): string {
  return extname(fileName).toLowerCase();
}

/** Whether browsers may show the file in the page (images, audio, video, PDF) rather than download it. */
export function isInlineMime(mime: string): boolean {
  return /^(image|video|audio)\//.test(mime) || mime === 'application/pdf';
}
