import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { leaveQuestion, useLeaveGuard, type LeaveQuestion } from './leave-guard';

const DISCARD: LeaveQuestion = { title: 'Discard this booking?', message: 'Nothing has been saved yet.', leaveLabel: 'Discard and leave' };

function Guarded({ question }: { question: LeaveQuestion | null }) {
  useLeaveGuard(question);
  return null;
}

describe('leave guard: what leaving by a way the page does not own (Logout) asks first', () => {
  it('asks what the mounted page asks, follows its changes, and asks nothing once it is gone', () => {
    expect(leaveQuestion()).toBeNull();
    const page = render(<Guarded question={null} />);
    expect(leaveQuestion()).toBeNull();
    page.rerender(<Guarded question={DISCARD} />);
    expect(leaveQuestion()).toEqual(DISCARD);
    page.rerender(<Guarded question={{ ...DISCARD, title: 'Discard your changes?' }} />);
    expect(leaveQuestion()?.title).toBe('Discard your changes?');
    page.unmount();
    expect(leaveQuestion()).toBeNull();
  });
});
