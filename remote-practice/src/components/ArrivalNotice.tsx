import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared/router';
import { Box, PortalAlert } from '@portal/shared/ui';
import { noticeOf } from '../lib/notice';

/**
 * The success notice the previous page sent the person here with (lib/notice.ts). It takes the focus,
 * so a screen reader reads it at once and the keyboard goes on from it; it stays until closed. The
 * history entry then forgets it, so a reload or Back does not say it again.
 */
export function ArrivalNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => noticeOf(location.state));
  const box = useRef<HTMLDivElement>(null);
  const arrived = noticeOf(location.state);

  useEffect(() => {
    if (!arrived) return;
    box.current?.focus();
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [arrived, location, navigate]);

  if (!notice) return null;
  return (
    <Box
      ref={box}
      tabIndex={-1}
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' }}
    >
      <PortalAlert status="success" message={notice} timeout={0} onClose={() => setNotice(null)} />
    </Box>
  );
}
