import type { CSSProperties, ReactNode } from 'react';

export interface LineIconProps {
  size?: number;
  /** Fills the shape (a starred star, a chosen thumb). */
  filled?: boolean;
  /** When given, the icon is an image with this name; otherwise it is hidden from assistive technology. */
  label?: string;
  style?: CSSProperties;
}

/** Every icon of the app: 24×24 line art stroked in the current colour (the paths come from Tabler's set). */
export function LineIcon({
  children,
  size = 18,
  filled = false,
  label,
  style,
}: LineIconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={style}
    >
      {label && <title>{label}</title>}
      {children}
    </svg>
  );
}
