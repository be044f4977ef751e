/** A graph insight's title (doc 3 §4): the node's name for one, "first & second" for two, otherwise the fallback. */
export function graphInsightTitle(names: readonly string[], fallback: string): string {
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} & ${names[1]}`;
  return fallback;
}

/** Sigma's layers drawn into one picture (on white), as the user sees them; read right after a render. */
export function composeLayers(layers: readonly HTMLCanvasElement[], width: number, height: number): Promise<Blob> {
  const ratio = layers[0] ? layers[0].width / Math.max(1, width) : 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const layer of layers) context.drawImage(layer, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The graph could not be pictured'))), 'image/png'),
  );
}
