import { useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads when it first opens. Mantine's Modal brings a focus trap, a scroll lock and a scroll
 * area (about 25 KB of compressed JavaScript): a page that only might show a dialog (an unexpected error, a
 * refused sign-in) should not wait for them on its first load. Once loaded the dialog stays mounted, so it closes
 * with its transition and opens at once the next time. When the code cannot load (the server went away),
 * `onLoadFailure` runs and the next opening tries again.
 */
export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
  onLoadFailure?: () => void,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function LazyDialog(props: P) {
    const [Dialog, setDialog] = useState(() => loaded);
    const { opened } = props;
    useEffect(() => {
      if (!opened || Dialog) return;
      let current = true;
      load().then(
        (component) => {
          loaded = component;
          if (current) setDialog(() => component);
        },
        () => {
          if (current) onLoadFailure?.();
        },
      );
      return () => {
        current = false;
      };
    }, [opened, Dialog]);
    return Dialog ? <Dialog {...props} /> : null;
  };
}
