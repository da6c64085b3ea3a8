// The verification page of a certificate of cremation (routes/certificates.ts): a small page a phone
// opens from the certificate's QR code, or the same as JSON. It says whether the custody record is
// intact and shows what the certificate shows, and nothing more; a record that no longer verifies
// shows only the certificate's date and who issued it.
import { html } from 'hono/html';
import { formatDateTime } from '@portal/contracts/domain/dates';
import type { Verification } from '../data/certificates.ts';
import { printedSeal } from '../documents/certificate-pdf.ts';

type Found = Exclude<Verification, { found: false }>;

/** The status line, the same words on the page and in the JSON. */
export function verificationSays(verification: Found): string {
  return verification.intact
    ? `Intact: the custody record of ${verification.content.pet}'s cremation is exactly as this certificate shows it. Each of its ${verification.content.events} recorded steps is sealed to the one before, and none has changed since the certificate was issued.`
    : `Broken: the custody record of this cremation has been changed since this certificate was issued, so it cannot be confirmed. Please contact ${verification.content.practice}.`;
}

/** GET /verify/certificate/{id} as JSON. */
export function verificationToWire(verification: Found) {
  const { content } = verification;
  return {
    status: verification.intact ? ('intact' as const) : ('broken' as const),
    says: verificationSays(verification),
    certificate: {
      issued_at: content.issuedAt,
      practice: content.practice,
      crematorium: content.crematorium,
      ...(verification.intact
        ? {
            pet: verification.content.pet,
            species: verification.content.species,
            service_type: verification.content.serviceType,
            steps: verification.content.steps,
            events: verification.content.events,
            seal: printedSeal(verification.content.headHash),
          }
        : {}),
    },
  };
}

/** GET /verify/certificate/{id} as a page; `nonce` lets its style through the page's Content-Security-Policy. */
export function verificationPage(verification: Found | undefined, nonce: string) {
  const heading = verification === undefined ? 'No certificate here' : verification.intact ? 'Certificate verified' : 'Certificate not verified';
  const body =
    verification === undefined
      ? html`<p>No certificate of cremation has this address. Please check the link, or contact the practice that gave you the certificate.</p>`
      : html`<p class="${verification.intact ? 'intact' : 'broken'}" role="status"><strong>${verificationSays(verification)}</strong></p>
          <p>Certificate of cremation issued ${formatDateTime(verification.content.issuedAt, verification.content.timeZone)} by
            ${verification.content.crematorium} for ${verification.content.practice}.</p>
          ${verification.intact
            ? html`<h2>${verification.content.pet}${verification.content.species ? html` (${verification.content.species})` : ''}: ${verification.content.serviceType}</h2>
                <ol>
                  ${verification.content.steps.map(
                    (step) => html`<li><time datetime="${step.at}">${formatDateTime(step.at, verification.content.timeZone)}</time>: ${step.label}</li>`,
                  )}
                </ol>
                <p class="seal">Seal ${printedSeal(verification.content.headHash)}</p>`
            : ''}`;
  return html`<!doctype html>
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${heading}</title>
        <style nonce="${nonce}">
          body { font: 17px/1.5 system-ui, sans-serif; margin: 1.5rem auto; max-width: 40rem; padding: 0 1rem; color: #1f2933; }
          .intact { border-left: 6px solid #2f7d4f; background: #eef8f1; padding: 0.75rem 1rem; }
          .broken { border-left: 6px solid #b42318; background: #fdf0ef; padding: 0.75rem 1rem; }
          ol { padding-left: 1.25rem; }
          .seal { font-family: ui-monospace, monospace; color: #52606d; }
        </style>
      </head>
      <body>
        <main>
          <h1>${heading}</h1>
          ${body}
        </main>
      </body>
    </html>`;
}
