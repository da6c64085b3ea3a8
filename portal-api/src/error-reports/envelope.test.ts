import { describe, expect, it } from 'vitest';
import { MalformedEnvelopeError, parseEnvelope } from './envelope.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (payload: Uint8Array) => new TextDecoder().decode(payload);

describe('parseEnvelope', () => {
  it('reads items that end at the newline', () => {
    const envelope = parseEnvelope(bytes('{"event_id":"e1"}\n{"type":"event"}\n{"message":"a"}\n{"type":"session"}\n{"sid":"s"}\n'));
    expect(envelope.header).toEqual({ event_id: 'e1' });
    expect(envelope.items.map((item) => [item.type, text(item.payload)])).toEqual([
      ['event', '{"message":"a"}'],
      ['session', '{"sid":"s"}'],
    ]);
  });

  it('reads a payload by its byte length, newlines and multi-byte characters included', () => {
    const payload = '{"message":"line1\\nline2 — über"}\nnot a header';
    const length = bytes(payload).length;
    const envelope = parseEnvelope(bytes(`{}\n{"type":"attachment","length":${length}}\n${payload}\n{"type":"event"}\n{}`));
    expect(envelope.items.map((item) => [item.type, text(item.payload)])).toEqual([
      ['attachment', payload],
      ['event', '{}'],
    ]);
  });

  it.each([
    ['a header that is not JSON', 'nope\n'],
    ['an item without type', '{}\n{"length":2}\n{}'],
    ['an item shorter than its length', '{}\n{"type":"event","length":50}\n{}'],
  ])('rejects %s', (_what, body) => {
    expect(() => parseEnvelope(bytes(body))).toThrow(MalformedEnvelopeError);
  });
});
