import type { ReactNode } from 'react';
import { LineIcon, type LineIconProps } from '../../components/LineIcon';

/** The few line icons the investigations screens need. */
const Icon = ({ size = 16, ...props }: LineIconProps & { children: ReactNode }) => <LineIcon size={size} {...props} />;

export const BellIcon = ({ label }: { label?: string }) => (
  <Icon label={label}>
    <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </Icon>
);

export const CopyIcon = () => (
  <Icon>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8v-2a2 2 0 0 0 -2 -2h-8a2 2 0 0 0 -2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
);

/** Two people: the colleagues an investigation is shared with. */
export const ShareIcon = () => (
  <Icon>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
    <path d="M21 21v-2a4 4 0 0 0 -3 -3.85" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M4 7h16" />
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12" />
    <path d="M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3" />
  </Icon>
);

export const ArrowDownIcon = () => (
  <Icon size={14}>
    <path d="M12 5v14" />
    <path d="M18 13l-6 6l-6 -6" />
  </Icon>
);

/** A clipboard with lines: the harvest summary. */
export const ReportIcon = () => (
  <Icon size={18}>
    <path d="M9 5h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2h-2" />
    <rect x="9" y="3" width="6" height="4" rx="2" />
    <path d="M9 12h6" />
    <path d="M9 16h6" />
  </Icon>
);

/** A warning triangle: a harvest that ended with problems. */
export const WarningIcon = () => (
  <Icon size={12}>
    <path d="M12 9v4" />
    <path d="M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0z" />
    <path d="M12 16h.01" />
  </Icon>
);
