// WebSocket frames written byte by byte (RFC 6455, 5.2), for what a well-made client such as `ws`
// cannot send: frames against the protocol, lengths it would never claim, fragments out of order.
import { randomBytes } from 'node:crypto';
import net from 'node:net';

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export interface FrameOptions {
  opcode: number;
  payload?: Buffer | string;
  /** The last frame of its message (default true). */
  fin?: boolean;
  /** The RSV1-3 bits (0 to 7): no extension is agreed, so any set is against the protocol. */
  rsv?: number;
  /** Clients must mask their frames (default true). */
  mask?: boolean;
  /** The length the header claims, whatever the payload is (a bigint for the 64-bit form). */
  claimedLength?: number | bigint;
}

/** One frame as a client writes it. */
export function frame({ opcode, payload = Buffer.alloc(0), fin = true, rsv = 0, mask = true, claimedLength }: FrameOptions): Buffer {
  const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const length = BigInt(claimedLength ?? data.length);
  let header: Buffer;
  if (length < 126n) header = Buffer.from([0, Number(length)]);
  else if (length < 65_536n) {
    header = Buffer.alloc(4);
    header[1] = 126;
    header.writeUInt16BE(Number(length), 2);
  } else {
    header = Buffer.alloc(10);
    header[1] = 127;
    header.writeBigUInt64BE(length, 2);
  }
  header[0] = (fin ? 0x80 : 0) | ((rsv & 7) << 4) | (opcode & 0xf);
  if (!mask) return Buffer.concat([header, data]);
  header[1] = header[1]! | 0x80;
  const key = randomBytes(4);
  const masked = Buffer.from(data.map((byte, index) => byte ^ key[index % 4]!));
  return Buffer.concat([header, key, masked]);
}

/** A close frame's payload: the code, then the reason. */
export const closePayload = (code: number, reason = '') => Buffer.concat([Buffer.from([code >> 8, code & 0xff]), Buffer.from(reason)]);

export interface RawSocket {
  socket: net.Socket;
  /** Resolves once the server has answered the upgrade with 101. */
  upgraded: Promise<void>;
  /**
   * The code of the first close frame the server sent (1005 when it had none), or 'no close frame'
   * when the connection ended without one.
   */
  closeCode: Promise<number | 'no close frame'>;
}

/**
 * A TCP connection that asks for a WebSocket on `path` and reads the server's frames; write frames
 * with `socket.write(frame(...))`. `handshake: false` leaves the upgrade request to the caller;
 * `halfOpen: true` keeps this side open when the server ends its side (a client that never closes).
 */
export function rawWebSocket(port: number, path: string, { handshake = true, halfOpen = false } = {}): RawSocket {
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: halfOpen });
  let received = Buffer.alloc(0);
  let upgradedAt = -1;
  let resolveUpgraded: () => void = () => undefined;
  let rejectUpgraded: (error: Error) => void = () => undefined;
  const upgraded = new Promise<void>((resolve, reject) => {
    resolveUpgraded = resolve;
    rejectUpgraded = reject;
  });
  let settleClose: (code: number | 'no close frame') => void = () => undefined;
  const closeCode = new Promise<number | 'no close frame'>((resolve) => (settleClose = resolve));
  // A test that only writes may never await it.
  upgraded.catch(() => undefined);

  /** Reads the server's frames after the 101 answer, looking for a close frame. */
  const readFrames = () => {
    let at = upgradedAt;
    while (received.length - at >= 2) {
      const opcode = received[at]! & 0xf;
      let length = received[at + 1]! & 0x7f;
      let start = at + 2;
      if (length === 126) {
        if (received.length < at + 4) return;
        length = received.readUInt16BE(at + 2);
        start = at + 4;
      } else if (length === 127) {
        if (received.length < at + 10) return;
        length = Number(received.readBigUInt64BE(at + 2));
        start = at + 10;
      }
      if (received.length < start + length) return;
      if (opcode === OPCODE.close) {
        settleClose(length >= 2 ? received.readUInt16BE(start) : 1005);
        return;
      }
      at = start + length;
    }
  };

  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    if (upgradedAt < 0) {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const status = received.subarray(0, received.indexOf('\r\n')).toString('latin1');
      if (!/^HTTP\/1\.1 101 /.test(status)) {
        rejectUpgraded(new Error(`the upgrade was answered ${status}`));
        return;
      }
      upgradedAt = end + 4;
      resolveUpgraded();
    }
    readFrames();
  });
  socket.on('close', () => {
    rejectUpgraded(new Error('the connection closed before the upgrade'));
    settleClose('no close frame');
  });
  // A reset from the server shows as the close above.
  socket.on('error', () => undefined);
  if (handshake) socket.write(upgradeRequest(port, path));
  return { socket, upgraded, closeCode };
}

/** The HTTP request that asks for a WebSocket. */
export const upgradeRequest = (port: number, path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
  `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`;
