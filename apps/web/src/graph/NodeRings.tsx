import { useSigma } from '@react-sigma/core';
import { useEffect, useState } from 'react';
import { HALO_COLOR, HARVESTED_COLOR, PING } from './graphConstants';

export type RingKind = 'ping' | 'halo' | 'dashed';

export interface Ring {
  node: string;
  kind: RingKind;
}

interface Placed extends Ring {
  x: number;
  y: number;
  radius: number;
}

const KEYFRAMES = `@keyframes quarry-graph-ping { from { transform: translate(-50%, -50%) scale(0.1); opacity: 1; } to { transform: translate(-50%, -50%) scale(1); opacity: 0; } }`;

/**
 * Rings drawn over nodes, following the camera: the highlight ping (red, radius 120, 800 ms, repeated `repeat`
 * times; replayed when `round` changes), halos (doc 3 §2 "!" filter) and the dashed ring of an author being enriched.
 */
export function NodeRings({
  rings,
  repeat = PING.repeatOnFilter,
  round = 0,
}: {
  rings: readonly Ring[];
  repeat?: number;
  round?: number;
}) {
  const sigma = useSigma();
  const [placed, setPlaced] = useState<Placed[]>([]);
  useEffect(() => {
    const measure = () =>
      setPlaced(
        rings.flatMap((ring) => {
          const data = sigma.getNodeDisplayData(ring.node);
          if (!data || data.hidden) return [];
          const { x, y } = sigma.framedGraphToViewport(data);
          return [{ ...ring, x, y, radius: sigma.scaleSize(data.size) }];
        }),
      );
    measure();
    sigma.on('afterRender', measure);
    return () => void sigma.off('afterRender', measure);
  }, [sigma, rings]);
  return (
    <div aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none', overflow: 'hidden' }}>
      <style>{KEYFRAMES}</style>
      {placed.map((ring) => (
        <span
          key={`${ring.kind}-${ring.node}-${ring.kind === 'ping' ? round : 0}`}
          data-ring={ring.kind}
          style={ringStyle(ring, repeat)}
        />
      ))}
    </div>
  );
}

function ringStyle(ring: Placed, repeat: number): React.CSSProperties {
  const base: React.CSSProperties = {
    position: 'absolute',
    left: ring.x,
    top: ring.y,
    borderRadius: '50%',
    transform: 'translate(-50%, -50%)',
  };
  if (ring.kind === 'ping') {
    const size = PING.radius * 2;
    return {
      ...base,
      width: size,
      height: size,
      border: `4px solid ${PING.color}`,
      animation: `quarry-graph-ping ${PING.durationMs}ms ease-out ${repeat}`,
      opacity: 0,
    };
  }
  const size = ring.radius * 2 + (ring.kind === 'halo' ? 16 : 8);
  if (ring.kind === 'halo') return { ...base, width: size, height: size, background: HALO_COLOR, opacity: 0.45 };
  return { ...base, width: size, height: size, border: `2px dashed ${HARVESTED_COLOR}` };
}
