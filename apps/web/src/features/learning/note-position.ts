/** A note's place in a video as `m:ss` (or `h:mm:ss`) and back to seconds. */
export function formatNotePosition(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** `90`, `1:30` or `1:01:30` to seconds; '' to null; anything else to undefined (not valid). */
export function parseNotePosition(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,6}(:\d{1,2}){0,2}$/.test(value)) return undefined;
  const parts = value.split(':').map(Number);
  if (parts.slice(1).some((part) => part > 59)) return undefined;
  return parts.reduce((total, part) => total * 60 + part, 0);
}
