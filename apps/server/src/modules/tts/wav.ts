/** The fields of a PCM WAV's header that give its length. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationMs: number;
}

/** Reads a RIFF/WAVE file's fmt and data chunks; null when it is not one. */
export function parseWav(bytes: Uint8Array): WavInfo | null {
  if (bytes.length < 44) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let at = 12;
  let format: Omit<WavInfo, 'dataBytes' | 'durationMs'> | null = null;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      format = {
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bitsPerSample: view.getUint16(at + 22, true),
      };
    } else if (id === 'data') {
      if (!format || format.sampleRate === 0) return null;
      const dataBytes = Math.min(size, bytes.length - at - 8);
      const frameBytes = (format.channels * format.bitsPerSample) / 8;
      const durationMs = Math.round((dataBytes / frameBytes / format.sampleRate) * 1000);
      return { ...format, dataBytes, durationMs };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/**
 * A WAV written to a pipe carries placeholder sizes (the writer cannot seek back): sets the RIFF
 * and data chunk sizes from the bytes actually received.
 */
export function sealWav(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 44) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  view.setUint32(4, bytes.length - 8, true);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (id === 'data') {
      view.setUint32(at + 4, bytes.length - at - 8, true);
      break;
    }
    at += 8 + view.getUint32(at + 4, true);
  }
  return bytes;
}
