import type { ReactNode } from 'react';

/**
 * The frame of the sign-in and password pages: a card centred on a grey page (the UI kit's Card),
 * drawn with the first screens' kit (light.css), so /login paints before the UI kit has loaded. The
 * page that shows it in the full app brings the stylesheet (`<LightStyles />`).
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="lt-page">
      <div className="lt-card">
        <div className="lt-stack" data-gap="6">
          <div>
            <h1 className="lt-h1">{title}</h1>
            {intro ? <p className="lt-intro">{intro}</p> : null}
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}
