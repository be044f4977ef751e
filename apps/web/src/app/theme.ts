import { createTheme } from '@mantine/core';

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
  },
});
