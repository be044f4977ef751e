import { useEffect, useRef } from 'react';

const PARTICLE_COUNT = 60;
/** Two particles closer than this (CSS pixels) are joined by a line, fainter with distance. */
const LINK_DISTANCE = 90;
const LINK_ALPHA = 0.35;
const RADIUS = 2;
/** Speeds in CSS pixels per millisecond. */
const MAX_SPEED = 0.03;
/** A frame gap longer than this (a background tab) moves the particles as if it were this long. */
const MAX_STEP_MS = 50;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

const randomSpeed = () => (Math.random() * 2 - 1) * MAX_SPEED;

function scatter(width: number, height: number): Particle[] {
  return Array.from({ length: PARTICLE_COUNT }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: randomSpeed(),
    vy: randomSpeed(),
  }));
}

/** Moves each particle by `ms`, bouncing off the edges of the field. */
function step(particles: Particle[], ms: number, width: number, height: number): void {
  for (const particle of particles) {
    particle.x += particle.vx * ms;
    particle.y += particle.vy * ms;
    if (particle.x < 0 || particle.x > width) {
      particle.vx = -particle.vx;
      particle.x = Math.min(Math.max(particle.x, 0), width);
    }
    if (particle.y < 0 || particle.y > height) {
      particle.vy = -particle.vy;
      particle.y = Math.min(Math.max(particle.y, 0), height);
    }
  }
}

function draw(context: CanvasRenderingContext2D, particles: readonly Particle[], width: number, height: number) {
  context.clearRect(0, 0, width, height);
  context.lineWidth = 1;
  for (let i = 0; i < particles.length; i += 1) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j += 1) {
      const b = particles[j]!;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance >= LINK_DISTANCE) continue;
      context.globalAlpha = LINK_ALPHA * (1 - distance / LINK_DISTANCE);
      context.beginPath();
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
      context.stroke();
    }
  }
  context.globalAlpha = 0.8;
  for (const particle of particles) {
    context.beginPath();
    context.arc(particle.x, particle.y, RADIUS, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Decoration of the launch screen: drifting dots joined by faint lines when close, drawn on a canvas that fills
 * its container's width. It animates with requestAnimationFrame until unmounted, draws a still frame when the
 * user prefers reduced motion, and follows the container's size (ResizeObserver, where there is one). Without a
 * 2D context (jsdom, a blocked canvas) it stays blank.
 */
export function ParticleField({ height = 200 }: { height?: number }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!container || !canvas || !context) return;
    // The dots take the canvas's CSS colour (a Mantine variable, resolved by the browser).
    const colour = getComputedStyle(canvas).color;
    context.fillStyle = colour;
    context.strokeStyle = colour;

    let width = 0;
    let particles: Particle[] = [];
    const fit = () => {
      const next = Math.max(1, container.clientWidth);
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(next * ratio);
      canvas.height = Math.round(height * ratio);
      // Setting the size resets the context: scale it again so drawing stays in CSS pixels.
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.fillStyle = colour;
      context.strokeStyle = colour;
      if (particles.length === 0) particles = scatter(next, height);
      else for (const particle of particles) particle.x = Math.min(particle.x, next);
      width = next;
      draw(context, particles, width, height);
    };
    fit();

    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(container);
    if (prefersReducedMotion()) return () => observer?.disconnect();

    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      step(particles, Math.min(now - last, MAX_STEP_MS), width, height);
      last = now;
      draw(context, particles, width, height);
      frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => {
      window.cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [height]);

  return (
    <div ref={containerRef} style={{ width: '100%', height }} data-testid="particle-field">
      <canvas
        ref={canvasRef}
        aria-hidden
        style={{ display: 'block', width: '100%', height, color: 'var(--mantine-color-indigo-4)' }}
      />
    </div>
  );
}
