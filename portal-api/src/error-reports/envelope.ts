/**
 * Sentry envelopes (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line, then
 * items, each a JSON item-header line and a payload that is `length` bytes long when the header says
 * so, else runs to the end of the line.
 */

export interface EnvelopeItem {
  type: string;
  payload: Uint8Array;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export class MalformedEnvelopeError extends Error {
  constructor(reason: string) {
    super(`Malformed envelope: ${reason}`);
    this.name = 'MalformedEnvelopeError';
  }
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder();

function parseJsonObject(bytes: Uint8Array, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    throw new MalformedEnvelopeError(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedEnvelopeError(`${what} is not an object`);
  }
  return value as Record<string, unknown>;
}

export function parseEnvelope(body: Uint8Array): Envelope {
  let position = 0;
  const readLine = (): Uint8Array => {
    const end = body.indexOf(NEWLINE, position);
    const line = body.subarray(position, end === -1 ? body.length : end);
    position = end === -1 ? body.length : end + 1;
    return line;
  };

  const header = parseJsonObject(readLine(), 'envelope header');
  const items: EnvelopeItem[] = [];
  while (position < body.length) {
    const itemHeaderLine = readLine();
    if (itemHeaderLine.length === 0) continue;
    const itemHeader = parseJsonObject(itemHeaderLine, 'item header');
    if (typeof itemHeader.type !== 'string') throw new MalformedEnvelopeError('item without type');
    let payload: Uint8Array;
    if (typeof itemHeader.length === 'number') {
      if (position + itemHeader.length > body.length) throw new MalformedEnvelopeError('item shorter than its length');
      payload = body.subarray(position, position + itemHeader.length);
      position += itemHeader.length;
      if (body[position] === NEWLINE) position += 1;
    } else {
      payload = readLine();
    }
    items.push({ type: itemHeader.type, payload });
  }
  return { header, items };
}

export function parseItemJson(item: EnvelopeItem): Record<string, unknown> {
  return parseJsonObject(item.payload, `${item.type} item`);
}
