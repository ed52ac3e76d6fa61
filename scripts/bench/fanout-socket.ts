// A lean WebSocket client for the fan-out benchmark's client process: the RFC 6455 handshake, text
// frames read in place from what the socket delivers (no Buffer made per read or message), pings
// answered, close frames honoured. Ten thousand of these read 200,000 messages a second in one
// process, where ws's client (a Buffer, a UTF-8 check and an event per message) left too little of
// a core to keep up. Both servers of the benchmark — ours and the bare ws reference — are read by it
// alike.
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export interface LeanSocketHandlers {
  /** A text message: `data[start..end)` (valid only during the call). */
  message(data: Buffer, start: number, end: number): void;
  /** The connection ended: the server's close code, 1005 for a close frame without one, else 1006. */
  close(code: number): void;
}

/** A client frame: FIN, the opcode, masked as RFC 6455 requires of clients. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + 4 + length);
  frame[0] = 0x80 | opcode;
  if (header === 2) frame[1] = 0x80 | length;
  else if (header === 4) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = randomBytes(4);
  mask.copy(frame, header);
  for (let i = 0; i < length; i++) frame[header + 4 + i] = payload[i]! ^ mask[i & 3]!;
  return frame;
}

/** Where every client's reads land (one read is parsed before the next begins). */
const readBuffer = Buffer.allocUnsafe(256 * 1024);

export class LeanWebSocket {
  readonly socket: Socket;
  private pending: Buffer | null = null;
  private open = false;
  private ended = false;
  private closeCode = 1006;
  /** A message in fragments (the servers do not fragment, but a client must accept it). */
  private fragments: Buffer[] | null = null;
  private readonly accept: string;
  private readonly opened: (error?: Error) => void;
  handlers: LeanSocketHandlers = { message: () => undefined, close: () => undefined };

  constructor(
    url: string,
    options: { localAddress?: string; headers?: Record<string, string>; timeoutMs: number },
    onOpen: (error?: Error) => void,
  ) {
    const target = new URL(url);
    const key = randomBytes(16).toString('base64');
    this.accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64');
    this.socket = connect({
      host: target.hostname,
      port: Number(target.port || 80),
      localAddress: options.localAddress,
      noDelay: true,
      // Reads land in one Buffer shared by every client and come to `received` as they are: no
      // Buffer made and no stream event per read, where a 'data' listener costs both each time.
      onread: {
        buffer: readBuffer,
        callback: (length: number) => {
          this.received(length);
          return true;
        },
      },
    });
    const timer = setTimeout(() => fail(new Error('handshake timed out')), options.timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      this.socket.destroy();
      if (!this.open) onOpen(error);
    };
    this.opened = (error) => {
      if (error) return fail(error);
      clearTimeout(timer);
      this.open = true;
      onOpen();
    };
    const extra = Object.entries(options.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    this.socket.once('connect', () =>
      this.socket.write(
        `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\n` +
          `Sec-WebSocket-Version: 13\r\n${extra}\r\n`,
      ),
    );
    this.socket.on('error', (error) => (this.open ? undefined : fail(error)));
    this.socket.on('close', () => {
      clearTimeout(timer);
      if (!this.open) return fail(new Error('closed during the handshake'));
      if (this.ended) return;
      this.ended = true;
      this.handlers.close(this.closeCode);
    });
  }

  /** What one read brought, `readBuffer[0..length)`: the handshake's answer, then frames. */
  private received(length: number): void {
    const chunk = readBuffer.subarray(0, length);
    if (this.open) return this.read(chunk);
    // Kept past this call, so copied out of the shared buffer.
    const data = this.pending ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    const end = data.indexOf('\r\n\r\n');
    if (end < 0) {
      this.pending = data;
      return;
    }
    this.pending = null;
    const head = data.toString('latin1', 0, end);
    const status = /^HTTP\/1\.1 (\d+)/.exec(head)?.[1];
    if (status !== '101') return this.opened(new Error(`Unexpected server response: ${status}`));
    if (!head.toLowerCase().includes(`sec-websocket-accept: ${this.accept.toLowerCase()}`))
      return this.opened(new Error('invalid Sec-WebSocket-Accept'));
    this.opened();
    if (data.length > end + 4) this.read(data.subarray(end + 4));
  }

  get localPort(): number {
    return this.socket.localPort ?? 0;
  }

  send(text: string): void {
    if (!this.ended) this.socket.write(clientFrame(0x1, Buffer.from(text)));
  }

  pause(): void {
    this.socket.pause();
  }

  terminate(): void {
    this.ended = true;
    this.socket.destroy();
  }

  /** Every complete frame of what arrived; an incomplete one waits for the rest. */
  private read(chunk: Buffer): void {
    let data = chunk;
    if (this.pending) {
      data = Buffer.concat([this.pending, chunk]);
      this.pending = null;
    }
    let at = 0;
    while (!this.ended) {
      if (data.length - at < 2) break;
      const first = data[at]!;
      let length = data[at + 1]! & 0x7f;
      let header = 2;
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        header = 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = data.readUInt32BE(at + 2) * 2 ** 32 + data.readUInt32BE(at + 6);
        header = 10;
      }
      if (data.length - at < header + length) break;
      this.frame(first, data, at + header, at + header + length);
      at += header + length;
    }
    // The rest of a frame waits for the next read (copied: the read buffer is reused).
    if (at < data.length && !this.ended) this.pending = Buffer.from(data.subarray(at));
  }

  private frame(first: number, data: Buffer, start: number, end: number): void {
    const fin = (first & 0x80) !== 0;
    const opcode = first & 0x0f;
    if (opcode === 0x9) {
      this.socket.write(clientFrame(0xa, data.subarray(start, end)));
    } else if (opcode === 0x8) {
      this.closeCode = end - start >= 2 ? data.readUInt16BE(start) : 1005;
      this.socket.end(clientFrame(0x8, data.subarray(start, Math.min(end, start + 2))));
      this.ended = true;
      this.handlers.close(this.closeCode);
    } else if (opcode === 0x1 || opcode === 0x0) {
      if (fin && !this.fragments && opcode === 0x1) return this.handlers.message(data, start, end);
      this.fragments ??= [];
      this.fragments.push(Buffer.from(data.subarray(start, end)));
      if (!fin) return;
      const whole = Buffer.concat(this.fragments);
      this.fragments = null;
      this.handlers.message(whole, 0, whole.length);
    }
  }
}
