import type { Language } from '@manara/contract';
import type PDFDocument from 'pdfkit';
import { drawCenteredText, registerCertificateFonts, type TextStyle } from './certificates.bidi-text.ts';

/** What a certificate shows, in the language it is drawn in. */
export interface CertificatePdfInput {
  language: Language;
  organizationName: string;
  recipientName: string;
  courseName: string;
  issuedAt: Date;
  certificateId: string;
  verificationUrl: string;
  /** The organization's primary colour (`#rrggbb`), for the frame and the headings, or the template's. */
  accentColor?: string;
  /** The template's orientation (default landscape). */
  orientation?: 'landscape' | 'portrait';
  /** The template's background image (PNG or JPEG bytes), drawn under everything over the whole page. */
  background?: Buffer | null;
  /** The organization's logo (PNG or JPEG bytes), drawn above its name when the template shows it. */
  logo?: Buffer | null;
}

/** The certificate's fixed wording, in both languages. */
const labels = {
  en: {
    heading: 'Certificate of Completion',
    certifies: 'This is to certify that',
    completed: 'has successfully completed the course',
    issuedOn: (date: string) => `Issued on ${date}`,
    certificateId: 'Certificate ID',
    verify: 'Verify this certificate at',
  },
  ar: {
    heading: 'شهادة إتمام',
    certifies: 'نشهد بأنّ',
    completed: 'قد أتمّ بنجاح متطلبات الدورة',
    issuedOn: (date: string) => `صدرت في ${date}`,
    certificateId: 'رقم الشهادة',
    verify: 'للتحقق من هذه الشهادة',
  },
} as const;

const DEFAULT_ACCENT = '#0f5c78';
const INK = '#1f2937';
const MUTED = '#6b7280';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The date as the certificate's language writes it (the day of issue in UTC). */
export function formatCertificateDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The certificate as a PDF: A4 landscape, a frame in the organization's colour, the organization,
 * the learner and the course, the date, and at the foot the certificate id and its public link.
 * Arabic is shaped by fontkit and ordered right to left by `certificates.bidi-text.ts`.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const PdfDocument = await loadPdfKit();
  const text = labels[input.language];
  const direction = input.language === 'ar' ? 'rtl' : 'ltr';
  const accent = input.accentColor && HEX_COLOR.test(input.accentColor) ? input.accentColor : DEFAULT_ACCENT;
  const doc = new PdfDocument({
    size: 'A4',
    layout: input.orientation ?? 'landscape',
    margin: 0,
    lang: input.language,
    info: {
      Title: `${text.heading}: ${input.courseName}`,
      Author: input.organizationName,
      Subject: input.recipientName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerCertificateFonts(doc);

  const width = doc.page.width;
  const height = doc.page.height;
  const centerX = width / 2;
  const maxWidth = width - 180;
  drawFrame(doc, width, height, accent, input.background ?? null);
  // A portrait sheet is taller than the text: it starts lower, so that the text sits in the middle.
  const start = input.orientation === 'portrait' ? 110 : 0;
  const hasLogo = Boolean(
    input.logo && drawImage(doc, input.logo, centerX - 70, 40 + start, { fit: [140, 40], align: 'center' }),
  );
  const top = start + (hasLogo ? 26 : 0);

  const draw = (value: string, y: number, style: TextStyle, lineDirection: 'ltr' | 'rtl' = direction) =>
    drawCenteredText(doc, value, { direction: lineDirection, style, centerX, y, maxWidth });

  draw(input.organizationName, 62 + top, { size: 18, weight: 'bold', color: accent });
  let y = draw(text.heading, 100 + top, { size: 34, weight: 'bold', color: INK });
  doc
    .moveTo(centerX - 60, y + 4)
    .lineTo(centerX + 60, y + 4)
    .lineWidth(2)
    .strokeColor(accent)
    .stroke();
  y = draw(text.certifies, y + 26, { size: 14, color: MUTED });
  y = draw(input.recipientName, y + 6, { size: 32, weight: 'bold', color: INK });
  y = draw(text.completed, y + 10, { size: 14, color: MUTED });
  y = draw(input.courseName, y + 6, { size: 22, weight: 'bold', color: accent });
  draw(text.issuedOn(formatCertificateDate(input.issuedAt, input.language)), y + 12, { size: 13, color: INK });

  drawSeal(doc, centerX, height - 128, accent);
  const footY = height - 84;
  draw(`${text.certificateId}: ${input.certificateId}`, footY, { size: 9.5, color: MUTED });
  draw(`${text.verify}:`, footY + 16, { size: 9.5, color: MUTED });
  draw(input.verificationUrl, footY + 31, { size: 9.5, color: accent }, 'ltr');

  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * pdfkit and what it draws text with (fontkit, brotli) load with the first certificate drawn, not
 * with the server: 1.6 MB of modules that most processes never run.
 */
function loadPdfKit(): Promise<typeof PDFDocument> {
  return import('pdfkit').then((module) => module.default);
}

/** Draws an image; bytes pdfkit cannot read leave the certificate without it rather than failing it. */
function drawImage(doc: Doc, image: Buffer, x: number, y: number, options: PDFKit.Mixins.ImageOption): boolean {
  try {
    doc.image(image, x, y, options);
    return true;
  } catch {
    return false;
  }
}

function drawFrame(doc: Doc, width: number, height: number, accent: string, background: Buffer | null): void {
  doc.rect(0, 0, width, height).fill('#fcfbf7');
  if (background) drawImage(doc, background, 0, 0, { cover: [width, height], align: 'center', valign: 'center' });
  doc
    .rect(18, 18, width - 36, height - 36)
    .lineWidth(5)
    .strokeColor(accent)
    .stroke();
  doc
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(0.8)
    .strokeColor(accent)
    .stroke();
  for (const [x, y] of [
    [30, 30],
    [width - 30, 30],
    [30, height - 30],
    [width - 30, height - 30],
  ] as const) {
    doc.polygon([x, y - 9], [x + 9, y], [x, y + 9], [x - 9, y]).fill(accent);
  }
}

/** A simple rosette: two rings and an eight-pointed star. */
function drawSeal(doc: Doc, x: number, y: number, accent: string): void {
  doc.circle(x, y, 24).lineWidth(2).strokeColor(accent).stroke();
  doc.circle(x, y, 19).lineWidth(0.8).strokeColor(accent).stroke();
  const points: [number, number][] = [];
  for (let i = 0; i < 16; i++) {
    const radius = i % 2 === 0 ? 13 : 6;
    const angle = (Math.PI * i) / 8 - Math.PI / 2;
    points.push([x + radius * Math.cos(angle), y + radius * Math.sin(angle)]);
  }
  doc.polygon(...points).fill(accent);
}
