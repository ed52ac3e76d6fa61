import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import PDFDocument from 'pdfkit';
import type { ErrorCode } from '@alphadesk/contracts';
import type { Locale } from '@alphadesk/core';
import { AppError } from './errors.ts';

/** Where Debian's fonts-noto-cjk puts the CJK collection; RECEIPT_FONT_PATH overrides it. */
export const defaultCjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/**
 * The PostScript names inside Noto's collection file (.ttc): Traditional Chinese glyph forms for
 * zh-TW (and English, whose Latin glyphs are the same), Simplified ones for zh-CN.
 */
const collectionFaces: Record<Locale, string> = {
  'zh-TW': 'NotoSansCJKtc-Regular',
  'zh-CN': 'NotoSansCJKsc-Regular',
  'en-US': 'NotoSansCJKtc-Regular',
};

/** Registers and selects the system CJK font (a .ttc collection or a single face) on a document. */
export function useCjkFont(doc: PDFKit.PDFDocument, fontPath: string, locale: Locale = 'zh-TW'): void {
  const isCollection = extname(fontPath).toLowerCase() === '.ttc';
  doc.registerFont('cjk', fontPath, isCollection ? collectionFaces[locale] : undefined);
  doc.font('cjk');
}

const authors: Record<Locale, string> = {
  'zh-TW': 'AlphaDesk 台股AI投研',
  'zh-CN': 'AlphaDesk 台股AI投研',
  'en-US': 'AlphaDesk',
};

export interface CjkPdfOptions {
  /** The system CJK font: a .ttc collection or a single face (.otf/.ttf). */
  fontPath: string;
  /** The catalogue's code answered when the font is missing (its message is in every language). */
  fontMissingCode?: ErrorCode;
  /** Or a zh-TW message for a 503 when the font is missing. */
  fontMissingMessage?: string;
  /** The document's title in its metadata. */
  title: string;
  /** The reader's language: the font's glyph forms and the metadata's author (zh-TW unless given). */
  locale?: Locale;
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
  const { fontPath, fontMissingCode, fontMissingMessage, title, locale = 'zh-TW' } = options;
  if (!existsSync(fontPath)) {
    throw fontMissingCode
      ? new AppError(fontMissingCode)
      : new AppError('SERVICE_UNAVAILABLE', fontMissingMessage);
  }
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: title, Author: authors[locale] },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  useCjkFont(doc, fontPath, locale);
  return {
    doc,
    finish() {
      doc.end();
      return done;
    },
  };
}
