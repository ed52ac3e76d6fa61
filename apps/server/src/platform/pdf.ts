import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import PDFDocument from 'pdfkit';
import type { ErrorCode } from '@alphadesk/contracts';
import { AppError } from './errors.ts';

/** Where Debian's fonts-noto-cjk puts the CJK collection; RECEIPT_FONT_PATH overrides it. */
export const defaultCjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** The PostScript name inside Noto's collection file (.ttc) for Traditional Chinese. */
const collectionFace = 'NotoSansCJKtc-Regular';

/** Registers and selects the system CJK font (a .ttc collection or a single face) on a document. */
export function useCjkFont(doc: PDFKit.PDFDocument, fontPath: string): void {
  doc.registerFont('cjk', fontPath, extname(fontPath).toLowerCase() === '.ttc' ? collectionFace : undefined);
  doc.font('cjk');
}

export interface CjkPdfOptions {
  /** The system CJK font: a .ttc collection or a single face (.otf/.ttf). */
  fontPath: string;
  /** The catalogue's code answered when the font is missing (its message is in every language). */
  fontMissingCode?: ErrorCode;
  /** Or a zh-TW message for a 503 when the font is missing. */
  fontMissingMessage?: string;
  /** The document's title in its metadata. */
  title: string;
}

export interface CjkPdf {
  /** The A4 document, its CJK font already selected. */
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves to its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * An A4 PDF in the system's CJK font (pdfkit embeds only the glyphs used). A missing font is a
 * clear 503 with the caller's code or message, never a PDF of empty boxes.
 */
export function createCjkPdf(options: CjkPdfOptions): CjkPdf {
  const { fontPath, fontMissingCode, fontMissingMessage, title } = options;
  if (!existsSync(fontPath)) {
    throw fontMissingCode
      ? new AppError(fontMissingCode)
      : new AppError('SERVICE_UNAVAILABLE', fontMissingMessage);
  }
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: 'AlphaDesk 台股AI投研' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  useCjkFont(doc, fontPath);
  return {
    doc,
    finish() {
      doc.end();
      return done;
    },
  };
}
