import { Group } from '@mantine/core';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface HeaderSlot {
  target: HTMLElement | null;
  setTarget: (element: HTMLElement | null) => void;
}

const HeaderSlotContext = createContext<HeaderSlot | null>(null);

/**
 * Lets a page put its own controls in the application header (the workspace's add-insight button and settings
 * menu, doc 1 §2) while they stay in the page's React tree, with its workspace, filter and harvest state.
 */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const slot = useMemo(() => ({ target, setTarget }), [target]);
  return <HeaderSlotContext.Provider value={slot}>{children}</HeaderSlotContext.Provider>;
}

/** Where in the header the page's controls appear. */
export function HeaderSlotTarget() {
  const slot = useContext(HeaderSlotContext);
  return <Group ref={slot?.setTarget} gap={4} wrap="nowrap" data-testid="header-page-tools" />;
}

/** Shows its children in the header; outside a frame with a header (a screen rendered on its own) in place. */
export function InHeader({ children }: { children: ReactNode }) {
  const slot = useContext(HeaderSlotContext);
  if (!slot) return children;
  return slot.target ? createPortal(children, slot.target) : null;
}
