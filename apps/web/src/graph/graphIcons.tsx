import { LineIcon } from '../components/LineIcon';

/** Line icons of the graph toolbars (Tabler's paths). */
export const SnowflakeIcon = () => (
  <LineIcon>
    <path d="M10 4l2 1l2 -1m-2 -2v6.5l3 1.72M17.928 6.268l.134 2.232l1.866 1.232m1.732 -3.732l-5.629 3.25l.01 3.458M19.928 14.268l-1.866 1.232l-.134 2.232m3.732 1.732l-5.629 -3.25l-2.99 1.738M14 20l-2 -1l-2 1m2 2v-6.5l-3 -1.72M6.072 17.732l-.134 -2.232l-1.866 -1.232m-1.732 3.732l5.629 -3.25l-.01 -3.458M4.072 9.732l1.866 -1.232l.134 -2.232m-3.732 -1.732l5.629 3.25l2.99 -1.738" />
  </LineIcon>
);

export const FullScreenIcon = ({ exit = false }: { exit?: boolean }) => (
  <LineIcon>
    {exit ? (
      <path d="M5 9h4v-4M15 5v4h4M5 15h4v4M15 19v-4h4" />
    ) : (
      <path d="M4 8v-2a2 2 0 0 1 2 -2h2M4 16v2a2 2 0 0 0 2 2h2M16 4h2a2 2 0 0 1 2 2v2M16 20h2a2 2 0 0 0 2 -2v-2" />
    )}
  </LineIcon>
);

export const UpIcon = () => (
  <LineIcon>
    <path d="M6 15l6 -6l6 6" />
  </LineIcon>
);

export const DownIcon = () => (
  <LineIcon>
    <path d="M6 9l6 6l6 -6" />
  </LineIcon>
);

export const ClearIcon = () => (
  <LineIcon>
    <path d="M18 6l-12 12M6 6l12 12" />
  </LineIcon>
);
