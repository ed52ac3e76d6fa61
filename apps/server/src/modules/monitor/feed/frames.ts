import type { Socket } from 'node:net';

/**
 * A text message prepared once for every client: its UTF-8 payload and the complete WebSocket frame
 * around it. Frames from the server are not masked (RFC 6455 §5.1), so the same bytes are right for
 * every connection: the hub frames a price once per publish and each subscriber's socket writes
 * that Buffer as is, where `ws.send` would frame it again per client.
 */
export interface PreparedText {
  /** The message, UTF-8 encoded (what a socket without a raw path is given). */
  readonly payload: Buffer;
  /** FIN + text opcode, the length, then the payload. */
  readonly frame: Buffer;
}

/** The bytes of an unmasked frame around a payload of `length` bytes. */
export const frameLength = (length: number): number => headerLength(length) + length;

const headerLength = (length: number) => (length < 126 ? 2 : length < 65_536 ? 4 : 10);

export function prepareText(text: string): PreparedText {
  const length = Buffer.byteLength(text);
  const header = headerLength(length);
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(length, 6);
  }
  frame.write(text, header, 'utf8');
  return { payload: frame.subarray(header), frame };
}

/** What of ws's WebSocket the raw path looks at (private fields of ws 8, checked before use). */
interface WsInternals {
  _socket?: unknown;
  _sender?: { _state?: unknown; _queue?: unknown[]; _bufferedBytes?: unknown };
  extensions?: unknown;
}

/**
 * The connection's TCP socket when frames may be written to it directly: a ws WebSocket that
 * negotiated no extension (a compressed connection needs ws's framing) and whose sender has the
 * shape this relies on. Anything else (a test's socket, another library) answers null and is sent
 * to through `send`.
 */
export function rawSocketOf(socket: object): RawSocket | null {
  const ws = socket as WsInternals;
  const net = ws._socket as Partial<Socket> | undefined;
  const sender = ws._sender;
  if (!net || typeof net.write !== 'function' || typeof net.cork !== 'function') return null;
  if (!sender || !Array.isArray(sender._queue) || typeof sender._bufferedBytes !== 'number') return null;
  if (ws.extensions !== '' && ws.extensions !== undefined) return null;
  if (typeof sender._state !== 'number') return null;
  return {
    socket: net as Socket,
    // Nothing of ws's waits to be written (it writes synchronously unless compressing): a frame
    // written to the socket now goes out after whatever ws sent before it.
    idle: () => sender._state === 0 && sender._queue!.length === 0,
  };
}

export interface RawSocket {
  readonly socket: Socket;
  idle(): boolean;
}
