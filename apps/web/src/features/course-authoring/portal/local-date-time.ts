const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input holds it, in the browser's time zone (empty for none). */
export function toLocalDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as the instant the server takes (null for empty). */
export function fromLocalDateTime(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}
