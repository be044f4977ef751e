import { createTheme } from '@mantine/core';

/** The landmark in index.html that holds every menu, dropdown, dialog and notification (axe: content in landmarks). */
export const overlaysSelector = '#overlays';

export const themeLabels = { closeNotification: 'Close notification' };

export const theme = createTheme({
  primaryColor: 'indigo',
  // indigo.7: white text on the primary fill reads at 5:1 (indigo.6 is 4.3:1).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Mantine's dialog header is a <header>, a second banner landmark beside the app's header while a dialog is open.
    ModalHeader: { defaultProps: { component: 'div' } },
    // Mantine's initial-focus placeholder is a tabbable role=presentation div inside role=menu, which axe reports as
    // a critical aria-required-children on every open menu; the first item takes the focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Portals otherwise append to <body>, outside every landmark.
    Portal: { defaultProps: { target: overlaysSelector } },
    // A loader is a <span>, on which an aria-label is not allowed (axe: aria-prohibited-attr) without a role.
    Loader: { defaultProps: { role: 'status' } },
    // Mantine's close button of a notification is an unnamed icon button (axe: button-name, critical).
    // Its text under a title is gray.6, 3.3:1 on white (axe: color-contrast): the readable dimmed grey instead.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': themeLabels.closeNotification } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});
