// The outbox's answers (routes/outbox.ts, development only): the messages as JSON, and as a page.
import { html } from 'hono/html';
import type { OutboxMessage } from '../db/engraving-schema.ts';
import { DEV_ONLY_NOTICE } from '../http/dev-only.ts';

export function messageToWire(message: OutboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    to: message.recipient,
    body: message.body,
    link: message.link,
    booking_id: message.booking_id,
    quoted_product_id: message.quoted_product_id,
    version_id: message.version_id,
    provider: message.provider,
    status: message.status,
    error: message.error,
    created_at: message.created_at,
  };
}

/** The outbox as a page, newest first; `nonce` lets its style through the page's Content-Security-Policy. */
export function outboxPage(messages: readonly OutboxMessage[], nonce: string) {
  const rows = messages.map(
    (message) => html`<tr>
          <td><time datetime="${message.created_at}">${new Date(message.created_at).toLocaleString('en-AU', { timeZone: 'Australia/Perth' })}</time></td>
          <td>${message.channel.toUpperCase()} to ${message.recipient}</td>
          <td>${message.body}</td>
          <td>${message.link ? html`<a href="${message.link}">${message.channel === 'email' ? 'Open the link' : 'Open the verify link'}</a>` : ''}</td>
          <td>${message.status}${message.error ? ` (${message.error})` : ''}</td>
        </tr>`,
  );
  return html`<!doctype html>
        <html lang="en-AU">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Outbox - portal-api</title>
            <style nonce="${nonce}">
              body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1a202c; }
              table { border-collapse: collapse; width: 100%; }
              th, td { border-bottom: 1px solid #cbd5e0; padding: 0.5rem; text-align: left; vertical-align: top; }
              a { color: #234e52; }
              .dev-only { background: #fefcbf; border: 1px solid #975a16; border-radius: 0.25rem; padding: 0.5rem 1rem; }
            </style>
          </head>
          <body>
            <main>
              <p class="dev-only" role="note"><strong>${DEV_ONLY_NOTICE}</strong></p>
              <h1>Outbox</h1>
              <p>The messages portal-api sent to owners, and the overdue digests to practice managers (newest first). Without an SMS provider configured, texts are only kept here; emails always are.</p>
              ${messages.length === 0
                ? html`<p>No messages yet. Submitting an engraving artwork for a booking whose owner has a mobile number sends one.</p>`
                : html`<table>
                    <thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Message</th><th scope="col">Link</th><th scope="col">Status</th></tr></thead>
                    <tbody>${rows}</tbody>
                  </table>`}
            </main>
          </body>
        </html>`;
}
