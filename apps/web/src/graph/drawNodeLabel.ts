import type { NodeLabelDrawingFunction } from 'sigma/rendering';

/** Sigma's label drawing with each node's own font size (`labelSize`: doc 3 §9, smaller for long names). */
export const drawNodeLabel: NodeLabelDrawingFunction = (context, data, settings) => {
  if (!data.label) return;
  const size =
    typeof (data as { labelSize?: unknown }).labelSize === 'number'
      ? (data as unknown as { labelSize: number }).labelSize
      : settings.labelSize;
  context.fillStyle = '#1f2328';
  context.font = `${settings.labelWeight} ${size}px ${settings.labelFont}`;
  context.fillText(data.label, data.x + data.size + 3, data.y + size / 3);
};
