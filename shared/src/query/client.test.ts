import { describe, expect, it } from 'vitest';
import { clearMemberData } from '@portal/shared/member-storage';
import { queryClient } from './client';

describe('the portal query cache belongs to the signed-in member', () => {
  it('is emptied when the member data is cleared (sign-out, or another member signing in)', () => {
    queryClient.setQueryData(['vet'], { name: 'Perth Paws Veterinary Hospital' });
    queryClient.setQueryData(['booking', 'b1'], { id: 'b1' });
    clearMemberData();
    expect(queryClient.getQueryData(['vet'])).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('asks the server once, with no retry behind the person’s back', () => {
    expect(queryClient.getDefaultOptions().queries?.retry).toBe(false);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
