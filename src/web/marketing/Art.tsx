/** Intrinsic sizes of the three artwork formats in ./art (all scale fluidly with CSS). */
export const WIDE = { width: 640, height: 480 } as const;
export const CARD = { width: 480, height: 360 } as const;
export const PORTRAIT = { width: 240, height: 240 } as const;

interface ArtProps {
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  size: { width: number; height: number };
  /** Only the first hero picture: loaded at once and first. Everything else waits for the scroll. */
  priority?: boolean;
  className?: string;
}

/**
 * An illustration with its intrinsic size (no layout shift while it loads) and lazy loading by
 * default, so pages below the fold cost nothing until the visitor scrolls to them.
 */
export function Art({ src, alt, size, priority = false, className }: ArtProps) {
  // An inlined picture (data: URL) is already here: nothing to fetch early, nothing to preload.
  const inlined = src.startsWith('data:');
  return (
    <img
      src={src}
      alt={alt}
      width={size.width}
      height={size.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority && !inlined ? 'high' : undefined}
    />
  );
}
