import type { User } from '@quarry/contract';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../auth';

/**
 * Only an omnipotent user may open the admin area (doc 1 §2, doc 3 §6), and only an admin may make its calls (doc 3
 * §6 "Admin-only calls exist"): an omnipotent user without the admin flag would meet a page whose every call fails.
 */
export const mayOpenAdmin = (user: User | null): boolean => Boolean(user?.omnipotent && user.admin);

/**
 * The admin area's guard: an omnipotent user gets the area; anyone else gets `fallback` and nothing of the area
 * (doc 3 §6: for others nothing continues, and the area is not shown).
 */
export function AdminGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return <>{mayOpenAdmin(useCurrentUser()) ? children : fallback}</>;
}
