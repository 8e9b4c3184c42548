import { useMemo } from 'react';

/** Decorative snowfall, home page only and only when config enables it (CSS animation, no JS loop). */
export function Snowfall() {
  const flakes = useMemo(
    () => Array.from({ length: 40 }, (_, i) => ({ left: (i * 37) % 100, delay: (i * 0.7) % 9, size: 4 + ((i * 7) % 6), duration: 8 + ((i * 3) % 7) })),
    [],
  );
  if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return null;
  return (
    <div className="arena-snow" aria-hidden="true" data-testid="snowfall">
      {flakes.map((f, i) => (
        <span key={i} style={{ left: `${f.left}%`, width: f.size, height: f.size, animationDelay: `${f.delay}s`, animationDuration: `${f.duration}s` }} />
      ))}
    </div>
  );
}
