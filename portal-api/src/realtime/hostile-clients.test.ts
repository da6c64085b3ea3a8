// One bad client must not stop the portal (issue 29): a real portal-api process (src/cli/start.ts, on
// its own data folder and a free port) is sent, on its presence socket, what a careless or hostile
// signed-in member could send: frames over the size limit, text that is not UTF-8, binary frames,
// fragments out of order, frames against the protocol, a ping flood, and 200 connections dropped at
// every point of the handshake. Each bad socket must be closed with the code for what it did, and the
// same process must still answer: /health, a real API call, and a new socket joining presence.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import { demoBookingId } from '../seed/bookings.ts';
import { apiProcessEnv, isRunning, serveJwks, START_LIMIT_MS, startApiProcess, stopApiProcess, type ApiProcess } from '../testing/api-process.ts';
import { closePayload, frame, OPCODE, rawWebSocket, upgradeRequest } from '../testing/raw-websocket.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createTestKeys } from '../testing/tokens.ts';
import { PRESENCE_PATH } from './presence.ts';

const BOOKING_ID = demoBookingId('direct', 'plaque-1');

let database: TestDatabase;
let jwks: Awaited<ReturnType<typeof serveJwks>>;
let api: ApiProcess;
let port = 0;
let staffToken = '';

beforeAll(async () => {
  database = await createTestDatabase('portal-api-hostile-');
  const keys = await createTestKeys();
  staffToken = await keys.accessToken('direct.staff@example.com');
  jwks = await serveJwks(keys);
  api = await startApiProcess('portal-api', apiProcessEnv(database.settings, jwks.url));
  port = Number(new URL(api.url).port);
}, START_LIMIT_MS);

afterAll(async () => {
  await stopApiProcess(api);
  await jwks?.close();
  await database?.drop();
});

const call = (urlPath: string) => fetch(`${api.url}${urlPath}`, { headers: { Authorization: `Bearer ${staffToken}` } });

/** A presence token for the booking's channel, taken through the API as a signed-in member would. */
async function presencePath(): Promise<string> {
  const answer = await call(`/portal/authentication/${BOOKING_ID}`);
  const { data } = (await answer.json()) as { data: { token: string } };
  expect(answer.status).toBe(200);
  return `${PRESENCE_PATH}?token=${data.token}`;
}

/** What a `ws` client saw after sending what `send` sends: the close code, or how it failed. */
function closeAfter(path: string, send: (socket: WebSocket) => void): Promise<number | string> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  return new Promise((resolve) => {
    socket.once('open', () => send(socket));
    socket.once('close', (code) => resolve(code));
    socket.once('error', (error) => resolve(error.message));
  });
}

/** The close code the server answered `bytes` with, written raw after the upgrade (or how it failed). */
async function rawCloseAfter(path: string, bytes: Buffer): Promise<number | string> {
  const raw = rawWebSocket(port, path);
  try {
    await raw.upgraded;
    raw.socket.write(bytes);
    return await raw.closeCode;
  } catch (error) {
    return (error as Error).message;
  } finally {
    raw.socket.destroy();
  }
}

/** Resolves once `socket` has closed on this side, however it closes. */
const closed = (socket: { once(event: 'close', listener: () => void): unknown }) => new Promise<void>((resolve) => socket.once('close', () => resolve()));

describe('one bad client must not stop the portal (issue 29)', () => {
  it('closes each bad socket with its code, survives a ping flood and 200 dropped connections, and the same process still serves', async () => {
    const pid = api.process.pid;
    const path = await presencePath();

    // What `ws` can send: over maxPayload (4096), not UTF-8, binary.
    const fromWs = {
      'a 5,000-character text': await closeAfter(path, (socket) => socket.send('x'.repeat(5000))),
      'a 3-byte text that is not UTF-8': await closeAfter(path, (socket) => socket.send(Buffer.from([0xe2, 0x28, 0xa1]), { binary: false })),
      'a 5,000-byte binary frame': await closeAfter(path, (socket) => socket.send(Buffer.alloc(5000), { binary: true })),
      'a text in 5 fragments of 1,000 characters': await closeAfter(path, (socket) => {
        for (let part = 0; part < 5; part += 1) socket.send('y'.repeat(1000), { fin: part === 4 });
      }),
    };
    expect(fromWs).toEqual({
      'a 5,000-character text': 1009,
      'a 3-byte text that is not UTF-8': 1007,
      'a 5,000-byte binary frame': 1009,
      'a text in 5 fragments of 1,000 characters': 1009,
    });

    // What only a raw socket can send.
    const text = (payload: Buffer | string, fin = true) => frame({ opcode: OPCODE.text, payload, fin });
    const rawCases: Record<string, Buffer> = {
      'a continuation with no message begun': frame({ opcode: OPCODE.continuation, payload: 'x' }),
      'a new text inside a fragmented one': Buffer.concat([text('a', false), text('b')]),
      'a fragmented ping': frame({ opcode: OPCODE.ping, fin: false }),
      'a ping of 126 bytes': frame({ opcode: OPCODE.ping, payload: Buffer.alloc(126) }),
      'an unmasked frame': frame({ opcode: OPCODE.text, payload: 'hi', mask: false }),
      'a reserved opcode': frame({ opcode: 0x3, payload: 'x' }),
      'RSV1 with no extension agreed': frame({ opcode: OPCODE.text, payload: 'x', rsv: 4 }),
      'a close with an invalid code': frame({ opcode: OPCODE.close, payload: closePayload(999) }),
      'a close reason that is not UTF-8': frame({ opcode: OPCODE.close, payload: Buffer.concat([closePayload(1000), Buffer.from([0xff])]) }),
      'a length claimed past 2^53': frame({ opcode: OPCODE.binary, claimedLength: 2n ** 60n }),
      'a length of 1 GB claimed': frame({ opcode: OPCODE.binary, claimedLength: 2 ** 30 }),
      'a character split across fragments and left unfinished': Buffer.concat([
        text(Buffer.from([0xe2, 0x82]), false),
        frame({ opcode: OPCODE.continuation, payload: Buffer.from('z') }),
      ]),
    };
    const fromRaw = Object.fromEntries(await Promise.all(Object.entries(rawCases).map(async ([name, bytes]) => [name, await rawCloseAfter(path, bytes)] as const)));
    expect(fromRaw).toEqual({
      'a continuation with no message begun': 1002,
      'a new text inside a fragmented one': 1002,
      'a fragmented ping': 1002,
      'a ping of 126 bytes': 1002,
      'an unmasked frame': 1002,
      'a reserved opcode': 1002,
      'RSV1 with no extension agreed': 1002,
      'a close with an invalid code': 1002,
      'a close reason that is not UTF-8': 1007,
      'a length claimed past 2^53': 1009,
      'a length of 1 GB claimed': 1009,
      'a character split across fragments and left unfinished': 1007,
    });

    // What a client may send: small binary frames and a message in fragments are read and ignored;
    // the pong to a later ping shows the server read them and kept the socket.
    const calm = new WebSocket(`ws://127.0.0.1:${port}${path}`);
    await new Promise((resolve, reject) => calm.once('open', resolve).once('error', reject));
    calm.send(Buffer.from([0, 1, 2, 3]), { binary: true });
    calm.send('part one, ', { fin: false });
    calm.send('part two', { fin: true });
    const pong = new Promise<string>((resolve) => calm.once('pong', (data: Buffer) => resolve(data.toString())));
    calm.ping('still here');
    expect(await pong).toBe('still here');
    calm.close();

    // A ping flood: 20,000 pings in one write, then a close. The server answers them all and then the
    // close, or cuts off a client that has not read its pongs; either way only this socket ends.
    const flood = rawWebSocket(port, path);
    await flood.upgraded;
    flood.socket.write(Buffer.concat(Array.from({ length: 20_000 }, () => frame({ opcode: OPCODE.ping, payload: Buffer.alloc(125, 0x70) }))));
    flood.socket.write(frame({ opcode: OPCODE.close, payload: closePayload(1000) }));
    expect([1000, 'no close frame']).toContain(await flood.closeCode);
    flood.socket.destroy();

    // 200 connections dropped at every point: half an upgrade request; a whole one reset before the
    // answer (the member check still running); reset just after the 101; half a frame, then reset;
    // `ws` clients that terminate the moment they are open.
    const dropped: Promise<void>[] = [];
    for (let i = 0; i < 40; i += 1) {
      const halfRequest = rawWebSocket(port, path, { handshake: false });
      halfRequest.socket.write(upgradeRequest(port, path).slice(0, 40 + i));
      halfRequest.socket.once('connect', () => (i % 2 ? halfRequest.socket.resetAndDestroy() : halfRequest.socket.destroy()));
      dropped.push(closed(halfRequest.socket));

      const beforeAnswer = rawWebSocket(port, path);
      beforeAnswer.socket.once('connect', () => setImmediate(() => beforeAnswer.socket.resetAndDestroy()));
      dropped.push(closed(beforeAnswer.socket));

      const afterAnswer = rawWebSocket(port, path);
      void afterAnswer.upgraded.then(() => afterAnswer.socket.resetAndDestroy(), () => undefined);
      dropped.push(closed(afterAnswer.socket));

      const halfFrame = rawWebSocket(port, path);
      void halfFrame.upgraded.then(() => {
        halfFrame.socket.write(frame({ opcode: OPCODE.text, payload: 'x'.repeat(300) }).subarray(0, 3 + (i % 100)));
        halfFrame.socket.resetAndDestroy();
      }, () => undefined);
      dropped.push(closed(halfFrame.socket));

      const client = new WebSocket(`ws://127.0.0.1:${port}${path}`);
      client.once('open', () => client.terminate());
      client.on('error', () => undefined);
      dropped.push(closed(client));
    }
    expect(dropped).toHaveLength(200);
    await Promise.all(dropped);

    // The same process still serves: health, a real API call, and a new member joining presence.
    expect({ running: isRunning(api), pid: api.process.pid }).toEqual({ running: true, pid });
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    const booking = await call(`/portal/booking/${BOOKING_ID}`);
    expect(booking.status).toBe(200);
    expect(((await booking.json()) as { data: BookingDto }).data.id).toBe(BOOKING_ID);

    const member = new WebSocket(`ws://127.0.0.1:${port}${await presencePath()}`);
    const messages: { type: string; connectionId?: string; members?: { connectionId: string; name: string }[] }[] = [];
    member.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
    await new Promise((resolve, reject) => member.once('open', resolve).once('error', reject));
    await expect.poll(() => messages.find((message) => message.type === 'welcome')).toBeDefined();
    const own = messages.find((message) => message.type === 'welcome')?.connectionId;
    // Every bad or dropped socket was forgotten: in the end the channel holds this member alone.
    await expect
      .poll(() => messages.filter((message) => message.type === 'presence').at(-1)?.members?.map((m) => [m.connectionId, m.name]), { timeout: 10_000 })
      .toEqual([[own, 'Dana Nguyen']]);
    member.close();
    await closed(member);
    expect(isRunning(api), api.output()).toBe(true);
  });
});

describe('an idle keep-alive connection', () => {
  /** GET /health on `agent`'s socket: the status, and whether an open socket was reused. */
  const health = (agent: http.Agent) =>
    new Promise<{ status: number | undefined; reused: boolean }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });

  it("stays open past Node's 5 s default, so a client reusing it is not reset (ECONNRESET)", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await health(agent)).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 5500));
      expect(await health(agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
