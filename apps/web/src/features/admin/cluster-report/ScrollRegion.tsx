import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll, reachable from the keyboard: the region takes the focus so the arrow keys scroll
 * it (a table of scores has nothing else to focus).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
