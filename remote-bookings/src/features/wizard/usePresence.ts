import { useEffect, useMemo, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { getConfig } from '@portal/shared/config';
import { createPresenceService, type PresenceMember } from '@portal/shared/presence';

/**
 * On an edit page: enters the booking's presence channel and leaves it on leave (spec 000 s4 Wizard
 * flow 7). Answers the others on the same booking right now (not this page).
 */
export function usePresence(bookingId: string | undefined): PresenceMember[] {
  const api = useApi();
  const service = useMemo(() => createPresenceService(api, getConfig().realtime), [api]);
  const [others, setOthers] = useState<PresenceMember[]>([]);
  useEffect(() => {
    if (!bookingId) return;
    const session = service.enter(bookingId, (members, self) => {
      setOthers(members.filter((member) => member.connectionId !== self));
    });
    return () => {
      session.leave();
      setOthers([]);
    };
  }, [service, bookingId]);
  return others;
}
