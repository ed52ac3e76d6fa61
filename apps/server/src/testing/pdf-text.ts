import { inflateSync } from 'node:zlib';

/** Every stream of a PDF, inflated where compressed. */
export function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = match.index + match[0].length;
    const raw = pdf.subarray(start, text.indexOf('endstream', start));
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
  }
  return out;
}

// pdfkit writes a glyph that stands for several characters (a ligature) as <0066 0069>.
const hexes = (text: string) =>
  [...text.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((found) => found[1]!.replace(/\s+/g, ''));
const unicodeOf = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** A PDF's objects by number: their dictionary and (inflated) stream. */
function pdfObjects(pdf: Buffer): Map<string, { dict: string; stream: string | null }> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const found of text.matchAll(/(\d+) 0 obj\s([\s\S]*?)endobj/g)) {
    const body = found[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(found[1]!, { dict: body, stream: null });
      continue;
    }
    const offset =
      found.index + found[0].indexOf(body) + at + (body.slice(at).startsWith('stream\r\n') ? 8 : 7);
    const raw = pdf.subarray(offset, text.indexOf('endstream', offset));
    let stream: string;
    try {
      stream = inflateSync(raw).toString('latin1');
    } catch {
      stream = raw.toString('latin1');
    }
    objects.set(found[1]!, { dict: body.slice(0, at), stream });
  }
  return objects;
}

/** Glyph id → text, from a ToUnicode map as pdfkit writes it for an embedded font subset. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of body!.matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)/g)) {
      const start = parseInt(from!, 16);
      const targets = hexes(rest!);
      const arrayForm = rest!.startsWith('[');
      for (let code = start; code <= parseInt(to!, 16); code++) {
        const target = arrayForm ? targets[code - start] : undefined;
        if (arrayForm && target) map.set(code, unicodeOf(target));
        if (!arrayForm) map.set(code, String.fromCodePoint(parseInt(targets[0]!, 16) + code - start));
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, from, target] of body!.matchAll(/<(\w+)>\s*<(\w+)>/g))
      map.set(parseInt(from!, 16), unicodeOf(target!));
  }
  return map;
}

/**
 * The text a PDF written by pdfkit shows, one line per text object, read back through each embedded
 * font's ToUnicode map (what a PDF reader copies when the text is selected). A glyph with no
 * mapping reads as U+FFFD, so a broken map shows instead of passing silently.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  // Font resource name (/F2) → its glyph map, through the font's /ToUnicode stream.
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dict ?? '')?.[1];
      const cmap = cmapRef ? objects.get(cmapRef)?.stream : null;
      fonts.set(name!, cmap ? toUnicode(cmap) : null);
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    for (const [, block] of stream.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let glyphs: Map<number, string> | null = null;
      let line = '';
      for (const op of block!.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (op[1]) {
          glyphs = fonts.get(op[1]) ?? null;
          continue;
        }
        const shown = (op[2] !== undefined ? hexes(op[2]) : [op[3]!]).join('');
        // A standard font (no map) shows one byte per character; an embedded subset two.
        if (!glyphs) line += Buffer.from(shown, 'hex').toString('latin1');
        else
          line += (shown.match(/.{4}/g) ?? [])
            .map((code) => glyphs!.get(parseInt(code, 16)) ?? '\uFFFD')
            .join('');
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
