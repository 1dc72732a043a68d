import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

/** Header + <main id="main"> + footer: the frame of most pages. */
export function PageLayout({ children, header, className }: { children: ReactNode; header?: SiteHeaderProps; className?: string }) {
  return (
    <div className="page">
      <SiteHeader {...header} />
      <main id="main" className={className}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
