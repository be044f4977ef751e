import { useState, type PointerEvent } from 'react';
import { handleX, yearAtHandle, type HandleSide, type Handles, type HistogramLayout } from './histogramLayout';

interface Drag {
  side: HandleSide;
  moved: boolean;
  handles: Handles;
}

/**
 * Dragging a histogram handle: the handle follows the pointer year by year; on release a moved handle applies the
 * range (`onRelease`) and an unmoved one counts as a click (`onClick`).
 */
export function useHandleDrag(
  layout: HistogramLayout | null,
  handles: Handles,
  onRelease: (handles: Handles) => void,
  onClick: (side: HandleSide) => void,
) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const shown = drag?.handles ?? handles;

  const xOf = (event: PointerEvent<SVGElement>) => {
    const svg = event.currentTarget.ownerSVGElement ?? event.currentTarget;
    return event.clientX - svg.getBoundingClientRect().left;
  };

  const bind = (side: HandleSide) => ({
    onPointerDown: (event: PointerEvent<SVGElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ side, moved: false, handles });
    },
    onPointerMove: (event: PointerEvent<SVGElement>) => {
      if (!drag || drag.side !== side || !layout) return;
      const year = yearAtHandle(layout, side, xOf(event), drag.handles);
      if (year === drag.handles[side]) return;
      setDrag({ side, moved: true, handles: { ...drag.handles, [side]: year } });
    },
    onPointerUp: () => {
      if (!drag || drag.side !== side) return;
      setDrag(null);
      if (drag.moved) onRelease(drag.handles);
      else onClick(side);
    },
    onPointerCancel: () => setDrag(null),
  });

  return { shown, bind, x: (side: HandleSide) => (layout ? handleX(layout, side, shown[side]) : 0) };
}
