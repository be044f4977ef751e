// Set up once for every jsdom test (vitest's unit-web project): what Mantine needs of a browser that jsdom lacks,
// and a clean DOM after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine asks matchMedia for the colour scheme and reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Mantine's growing text areas measure with ResizeObserver and wait for document.fonts.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    configurable: true,
  });
}

afterEach(cleanup);

// index.html's landmark for menus, dialogs and notifications (the theme's portal target).
const overlays = document.createElement('div');
overlays.id = 'overlays';
document.body.appendChild(overlays);
