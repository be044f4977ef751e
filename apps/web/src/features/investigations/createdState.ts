/**
 * Router state that says "this investigation was just created": the list opens the Got It popup once for it. It
 * lives in the history entry, not the address, and the list clears it at once, so a reload does not re-open it.
 */
export const justCreatedState = { justCreated: true } as const;

export const isJustCreated = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { justCreated?: unknown }).justCreated === true;
