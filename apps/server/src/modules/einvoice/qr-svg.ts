import QRCode from 'qrcode';

/**
 * A QR code as an SVG image, made on the server so the invoice page needs no QR library. The
 * e-invoice certificate's two codes (財政部電子發票證明聯一維及二維條碼規格) use error correction L
 * and version 6 or above; longer texts take the smallest version that holds them.
 */
export function qrSvg(text: string): string {
  const code = createCode(text);
  const size = code.modules.size;
  const quiet = 4;
  const full = size + quiet * 2;
  let path = '';
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++)
      if (code.modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges">` +
    `<rect width="${full}" height="${full}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

function createCode(text: string) {
  try {
    return QRCode.create(text, { errorCorrectionLevel: 'L', version: 6 });
  } catch {
    // Too long for version 6: the library picks the smallest version above it that fits.
    return QRCode.create(text, { errorCorrectionLevel: 'L' });
  }
}
