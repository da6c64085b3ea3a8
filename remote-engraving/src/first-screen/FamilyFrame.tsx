// The plain frame of the family's own pages (tracking, confirmation): no brand line or Client Care
// call, only what the page shows.
import type { ReactNode } from 'react';

export function FamilyFrame({ children }: { children: ReactNode }) {
  return (
    <div className="lt-frame">
      <main className="lt-main">{children}</main>
    </div>
  );
}
