import { describe, expect, it } from 'vitest';
import { STAFF_SUBMITTED_MESSAGE, staffSubmittedMessage } from './DonePages';

// Issue 15 item 10: the staff thank-you says plainly whether the owner was sent a link, and to which number.
describe('staffSubmittedMessage', () => {
  it('names the number a link went to', () => {
    expect(staffSubmittedMessage({ when: 'now', sent: true, to: '+61412555099' })).toBe(
      "This version now waits for the owner's approval. We sent the owner a text message with a link to check and approve it, to 0412 555 099.",
    );
  });
  it('says when sending failed, when it waits for the booking to be submitted, and when there is no mobile', () => {
    expect(staffSubmittedMessage({ when: 'now', sent: false, to: '+61412555099' })).toMatch(/could not be sent\. Please let the owner know/);
    expect(staffSubmittedMessage({ when: 'on_submit', sent: false, to: '+61412555099' })).toMatch(/No link has been sent yet: .* to 0412 555 099 when the booking is submitted\.$/);
    expect(staffSubmittedMessage({ when: 'never', sent: false, to: null })).toMatch(/No link was sent: the booking has no mobile number for the owner\./);
  });
  it('speaks generally when the server did not say', () => {
    expect(staffSubmittedMessage(null)).toBe(STAFF_SUBMITTED_MESSAGE);
  });
});
