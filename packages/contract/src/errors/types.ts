/** An error code's HTTP status and its message in both languages. */
export type ErrorTexts = Record<string, { status: number; en: string; ar: string }>;
