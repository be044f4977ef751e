import { act, fireEvent } from '@testing-library/react';

/** Clicks an element and lets React finish what the click started (state updates, effects, resolved promises). */
export const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });
