import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { createCjkPdf, defaultCjkFontPath } from './pdf.ts';

describe('createCjkPdf', () => {
  it('renders Traditional Chinese text in the system CJK font', async () => {
    const { doc, finish } = createCjkPdf({
      fontPath: defaultCjkFontPath,
      fontMissingMessage: '字型不存在',
      title: 'AlphaDesk 測試文件',
    });
    doc.text('台股AI投研');
    const bytes = await finish();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdfkit embeds a subset of the collection's Traditional Chinese face.
    expect(bytes.toString('latin1')).toContain('NotoSansCJKtc-Regular');
  });

  it('answers 503 with the caller’s message when the font is missing', () => {
    let thrown: unknown;
    try {
      createCjkPdf({ fontPath: '/nonexistent/font.ttc', fontMissingMessage: '收據字型未安裝', title: 'x' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '收據字型未安裝' });
  });
});
