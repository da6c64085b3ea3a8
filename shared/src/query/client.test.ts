import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearMemberData } from '@portal/shared/member-storage';
import { queryClient } from './client';
import { runMutation } from './run';

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

describe('a write (mutation)', () => {
  it('is sent when asked even while the browser says it is offline, and its failure comes back at once (never held to be sent later)', async () => {
    onlineManager.setOnline(false);
    try {
      const sent: string[] = [];
      const write = runMutation(
        {
          mutationFn: (name: string) => {
            sent.push(name);
            return Promise.reject(new TypeError('Failed to fetch'));
          },
        },
        'the booking',
      );
      await expect(write).rejects.toThrow('Failed to fetch');
      expect(sent).toEqual(['the booking']);
      expect(queryClient.getMutationCache().getAll().some((mutation) => mutation.state.isPaused)).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
