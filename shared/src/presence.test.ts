import { afterEach, describe, expect, it, vi } from 'vitest';
import ky from 'ky';
import { createLocalPresence, type BookingMoved } from './presence';

/** portal-api answering GET portal/live/authentication with a token for the caller's practice channel. */
function fakeApi() {
  const asked: string[] = [];
  const api = ky.create({
    baseUrl: 'http://api.test/',
    fetch: (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.pathname);
      const data = { provider: 'local', channel: 'practice:p1', clientId: 'c1', name: 'Dana Nguyen', token: `token-${asked.length}` };
      return Promise.resolve(new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } }));
    },
  });
  return { api, asked };
}

/** A WebSocket stand-in: the test opens, speaks on and drops each socket the client makes. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
  say(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const socketNumber = async (n: number) => {
  await vi.waitFor(() => expect(FakeSocket.made.length).toBeGreaterThanOrEqual(n));
  return FakeSocket.made[n - 1] as FakeSocket;
};

afterEach(() => {
  FakeSocket.made = [];
  vi.useRealTimers();
});

describe("the practice's live channel on portal-api's socket", () => {
  it('opens the socket with the token of GET portal/live/authentication and hears booking moves only', async () => {
    const { api, asked } = fakeApi();
    const moves: (BookingMoved | null)[] = [];
    const session = createLocalPresence(api, 'ws://api.test/realtime', FakeSocket as unknown as typeof WebSocket).watchPractice((move) => moves.push(move));
    const socket = await socketNumber(1);
    expect(asked).toEqual(['/portal/live/authentication']);
    expect(socket.url).toBe('ws://api.test/realtime?token=token-1');
    socket.onopen?.();
    socket.say({ type: 'message', channel: 'practice:p1', name: 'booking-moved', data: { booking_id: 'b1', order_stage: 'Pre-Booking' } });
    socket.say({ type: 'presence', channel: 'practice:p1', members: [] });
    socket.say({ type: 'message', channel: 'practice:p1', name: 'something-else', data: {} });
    expect(moves).toEqual([{ bookingId: 'b1', orderStage: 'Pre-Booking' }]);
    session.leave();
    expect(socket.closed).toBe(true);
  });

  it('comes back after a dropped connection with a new token, and says moves may have been missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, asked } = fakeApi();
    const moves: (BookingMoved | null)[] = [];
    const session = createLocalPresence(api, 'ws://api.test/realtime', FakeSocket as unknown as typeof WebSocket).watchPractice((move) => moves.push(move));
    const first = await socketNumber(1);
    first.onopen?.();
    first.onclose?.({ code: 1006 });
    await vi.advanceTimersByTimeAsync(1000);
    const second = await socketNumber(2);
    expect(asked).toHaveLength(2);
    second.onopen?.();
    expect(moves).toEqual([null]);
    session.leave();
  });

  it("stays closed for a deactivated member (4403)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = fakeApi();
    const session = createLocalPresence(api, 'ws://api.test/realtime', FakeSocket as unknown as typeof WebSocket).watchPractice(() => undefined);
    const socket = await socketNumber(1);
    socket.onclose?.({ code: 4403 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    session.leave();
  });
});
