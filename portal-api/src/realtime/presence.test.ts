import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createPresenceHub, createPresenceTokens, DEACTIVATED_CLOSE_CODE, PRESENCE_PATH, type PresenceHub, type PresenceHubOptions } from './presence.ts';
import { membersParts, type FanoutMessage, type OutgoingMessage, type PresenceFanout } from './presence-fanout.ts';
import { frame, OPCODE, rawWebSocket } from '../testing/raw-websocket.ts';

const tokens = createPresenceTokens();
const ANNA = { channel: 'booking-1', clientId: 'contact-anna', name: 'Anna Lee' };
const BEN = { channel: 'booking-1', clientId: 'contact-ben', name: 'Ben Ng' };

/** A server with the hub on it; `active` holds the members whose access is active. */
async function startHub(active: Set<string>, recheckMs?: number, options: Partial<PresenceHubOptions> = {}) {
  const hub = createPresenceHub(tokens, { isActiveMember: (clientId) => Promise.resolve(active.has(clientId)), ...(recheckMs ? { recheckMs } : {}), ...options });
  const server = http.createServer((_request, response) => response.writeHead(404).end());
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  running.push({ hub, server });
  return { hub, port };
}

const running: { hub: PresenceHub; server: http.Server }[] = [];
afterEach(async () => {
  for (const { hub, server } of running.splice(0)) {
    await hub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A raw upgrade request: what the server wrote before the socket closed, or 'still open' after 3 s. */
function rawUpgrade(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('still open');
    }, 3000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', reject);
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
  });
}

/** Opens a presence socket as `identity` and collects its messages. */
function join(port: number, identity: typeof ANNA) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${PRESENCE_PATH}?token=${tokens.issue(identity).token}`);
  const messages: { type: string; members?: { clientId: string }[] }[] = [];
  socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)));
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return { socket, messages, opened, closed };
}

describe('the presence socket', () => {
  it('answers an upgrade on any path but /realtime with 404 and closes it at once', async () => {
    const { port } = await startHub(new Set());
    const answers = await Promise.all(['/', '/portal/vet', '/realtime-other', '/x'.repeat(20)].map((path) => rawUpgrade(port, path)));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
  });

  it('refuses (401, closed) a token that is forged, and one issued to a member deactivated since', async () => {
    const { port } = await startHub(new Set([BEN.clientId]));
    expect(await rawUpgrade(port, `${PRESENCE_PATH}?token=forged.token`)).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
    expect(await rawUpgrade(port, `${PRESENCE_PATH}?token=${tokens.issue(ANNA).token}`)).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
  });

  it("closes a deactivated member's sockets at once, and tells the channel", async () => {
    const { hub, port } = await startHub(new Set([ANNA.clientId, BEN.clientId]));
    const anna = join(port, ANNA);
    await anna.opened;
    const ben = join(port, BEN);
    await ben.opened;
    await expect.poll(() => ben.messages.at(-1)?.members?.length).toBe(2);

    hub.disconnectMember(ANNA.clientId);
    expect(await anna.closed).toBe(DEACTIVATED_CLOSE_CODE);
    await expect.poll(() => ben.messages.at(-1)?.members?.map((member) => member.clientId)).toEqual([BEN.clientId]);
    ben.socket.close();
  });

  it('closes the sockets of a member deactivated elsewhere at the next check', async () => {
    const active = new Set([ANNA.clientId]);
    const { port } = await startHub(active, 50);
    const anna = join(port, ANNA);
    await anna.opened;
    active.delete(ANNA.clientId);
    expect(await anna.closed).toBe(DEACTIVATED_CLOSE_CODE);
  });

  it('closes a socket that sends a frame over the limit with 1009 and forgets its member at once, before the connection ends', async () => {
    const { port } = await startHub(new Set([ANNA.clientId, BEN.clientId]));
    const ben = join(port, BEN);
    await ben.opened;
    // Anna's client never answers the server's close nor ends its side, so her connection stays open (for ws's 30 s).
    const anna = rawWebSocket(port, `${PRESENCE_PATH}?token=${tokens.issue(ANNA).token}`, { halfOpen: true });
    await anna.upgraded;
    await expect.poll(() => ben.messages.at(-1)?.members?.length).toBe(2);
    anna.socket.write(frame({ opcode: OPCODE.text, payload: 'x'.repeat(5000) }));
    expect(await anna.closeCode).toBe(1009);
    await expect.poll(() => ben.messages.at(-1)?.members?.map((member) => member.clientId)).toEqual([BEN.clientId]);
    expect(anna.socket.destroyed).toBe(false);
    anna.socket.destroy();
    ben.socket.close();
  });

  it('cuts off a client that reads nothing of what it is sent, instead of keeping it all', async () => {
    // The hub's announcements to other replicas show when Anna has left (none of hers left on the channel).
    const announced: OutgoingMessage[] = [];
    const fanout: PresenceFanout = { replica: 'test', send: (message) => void announced.push(message), onMessage: () => undefined, close: () => Promise.resolve() };
    const left = () => announced.some((message) => message.type === 'members' && message.members.length === 0);
    const { hub, port } = await startHub(new Set([ANNA.clientId]), undefined, { fanout });
    const anna = rawWebSocket(port, `${PRESENCE_PATH}?token=${tokens.issue(ANNA).token}`);
    await anna.upgraded;
    anna.socket.pause();
    await expect.poll(() => announced.length).toBe(1);
    // 100 KB a message: 500 of them are 50 MB, far more than the loopback's buffers hold.
    const data = { booking_id: 'b'.repeat(100_000), order_stage: 'Collected' };
    for (let sent = 0; sent < 500 && !left(); sent += 1) {
      void hub.publish(ANNA.channel, 'booking-moved', data);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(left()).toBe(true);
    anna.socket.destroy();
  });
});

/** Replicas' fan-outs joined in memory, as LISTEN/NOTIFY joins them (each hears the others, in order). */
function createBus() {
  const members: { replica: string; handlers: ((message: FanoutMessage) => void)[] }[] = [];
  let stopped = new Set<string>();
  const fanout = (replica: string): PresenceFanout => {
    const member = { replica, handlers: [] as ((message: FanoutMessage) => void)[] };
    members.push(member);
    return {
      replica,
      send(message) {
        if (stopped.has(replica)) return;
        const sent = { ...message, replica };
        for (const other of members) if (other !== member) for (const handler of other.handlers) queueMicrotask(() => handler(sent));
      },
      onMessage: (handler) => void member.handlers.push(handler),
      close: () => Promise.resolve(),
    };
  };
  /** The replica goes silent, as a crashed one does. */
  const silence = (replica: string) => (stopped = new Set([...stopped, replica]));
  return { fanout, silence };
}

describe('presence across replicas', () => {
  const clientIds = (messages: { members?: { clientId: string }[] }[]) => messages.at(-1)?.members?.map((member) => member.clientId).sort();

  it("shows a join and a leave on one replica to the channel's sockets on the other", async () => {
    const bus = createBus();
    const active = new Set([ANNA.clientId, BEN.clientId]);
    const a = await startHub(active, undefined, { fanout: bus.fanout('a') });
    const b = await startHub(active, undefined, { fanout: bus.fanout('b') });
    const ben = join(b.port, BEN);
    await ben.opened;
    const anna = join(a.port, ANNA);
    await anna.opened;
    await expect.poll(() => clientIds(ben.messages)).toEqual([ANNA.clientId, BEN.clientId].sort());
    await expect.poll(() => clientIds(anna.messages)).toEqual([ANNA.clientId, BEN.clientId].sort());
    anna.socket.close();
    await expect.poll(() => clientIds(ben.messages)).toEqual([BEN.clientId]);
    ben.socket.close();
  });

  it("closes a deactivated member's sockets on every replica", async () => {
    const bus = createBus();
    const active = new Set([ANNA.clientId]);
    const a = await startHub(active, undefined, { fanout: bus.fanout('a') });
    const b = await startHub(active, undefined, { fanout: bus.fanout('b') });
    const anna = join(b.port, ANNA);
    await anna.opened;
    a.hub.disconnectMember(ANNA.clientId);
    expect(await anna.closed).toBe(DEACTIVATED_CLOSE_CODE);
  });

  it("forgets a replica's members when it stops announcing them (it crashed)", async () => {
    const bus = createBus();
    const active = new Set([ANNA.clientId, BEN.clientId]);
    const a = await startHub(active, undefined, { fanout: bus.fanout('a'), announceMs: 50 });
    const b = await startHub(active, undefined, { fanout: bus.fanout('b'), announceMs: 50 });
    const ben = join(b.port, BEN);
    await ben.opened;
    const anna = join(a.port, ANNA);
    await anna.opened;
    await expect.poll(() => clientIds(ben.messages)).toEqual([ANNA.clientId, BEN.clientId].sort());
    bus.silence('a');
    await expect.poll(() => clientIds(ben.messages)).toEqual([BEN.clientId]);
    anna.socket.close();
    ben.socket.close();
  });
});

describe("a replica's announcement of its members", () => {
  it('goes in parts that each fit in one NOTIFY, every part but the last saying more', () => {
    const members = Array.from({ length: 120 }, (_, i) => ({ clientId: `contact-${i}`, name: `Member number ${i} with a long name`, connectionId: 'c'.repeat(16) }));
    const parts = membersParts('booking-1', members, 2000);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(JSON.stringify({ ...part, replica: 'r'.repeat(32) }))).toBeLessThanOrEqual(2000);
    expect(parts.map((part) => (part as { more?: true }).more)).toEqual([...Array<true>(parts.length - 1).fill(true), undefined]);
    expect(parts.flatMap((part) => (part as { members: unknown[] }).members)).toEqual(members);
    expect(membersParts('booking-1', [])).toEqual([{ type: 'members', channel: 'booking-1', members: [] }]);
  });
});
