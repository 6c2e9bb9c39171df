import { Link } from '@web/lib/router';
import { ChevronLeft, ChevronRight } from '@web/ui/icons';
import { type FocusEvent, type TouchEvent, useEffect, useId, useRef, useState } from 'react';
import { Art, WIDE } from './Art';
import { nextSlide, previousSlide, rotationInterval, shouldRotate, swipeStep } from './carousel';
import type { Slide } from './heroSlides';
import { useDocumentHidden } from './useDocumentHidden';
import { useReducedMotion } from './useReducedMotion';

const PauseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
const PlayIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M7 5.5v13a1 1 0 0 0 1.5.9l10.5-6.5a1 1 0 0 0 0-1.8L8.5 4.6A1 1 0 0 0 7 5.5z" />
  </svg>
);

/**
 * The home page carousel, built on the WAI-ARIA "auto-rotating carousel" pattern: it turns by
 * itself only while nobody points at it, focuses inside it, asked for reduced motion or pressed
 * pause; inactive slides are inert, and screen readers hear the new slide only when the visitor
 * changed it (not on every automatic turn).
 */
export function HeroCarousel({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const documentHidden = useDocumentHidden();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = slides.length;
  const idPrefix = useId();
  const slidesId = `${idPrefix}-slides`;
  const slideId = (i: number) => `${idPrefix}-slide-${i + 1}`;
  const rotating = shouldRotate({
    pausedByUser,
    hoveredOrFocused: hovered || focused,
    reducedMotion,
    documentHidden,
  });

  // Re-armed on every slide change, so a slide the visitor picked gets its full time on screen.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex(nextSlide(index, count)), rotationInterval());
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const step = swipeStep(touch.clientX - start.x, touch.clientY - start.y);
    if (step === 1) setIndex((i) => nextSlide(i, count));
    if (step === -1) setIndex((i) => previousSlide(i, count));
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Today at Tavola"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        id={slidesId}
        className="carousel-slides"
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a named group; a fieldset is for form controls.
            <div
              key={slide.title}
              id={slideId(i)}
              className={`carousel-slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              inert={!active}
            >
              <div className="carousel-text">
                <p className="carousel-eyebrow">{slide.eyebrow}</p>
                <h2 className="carousel-title">{slide.title}</h2>
                <p className="carousel-copy">{slide.text}</p>
                <Link className="btn btn-saffron" to={slide.cta.to}>
                  {slide.cta.label}
                </Link>
              </div>
              <Art
                className="carousel-art"
                src={slide.art.src}
                alt={slide.art.alt}
                size={WIDE}
                priority={i === 0}
              />
            </div>
          );
        })}
      </div>
      <div className="carousel-controls">
        {!reducedMotion && (
          <button
            type="button"
            className="carousel-button carousel-toggle"
            onClick={() => setPausedByUser((p) => !p)}
          >
            {pausedByUser ? <PlayIcon /> : <PauseIcon />}
            <span>{pausedByUser ? 'Play' : 'Pause'}</span>
            <span className="visually-hidden"> slide rotation</span>
          </button>
        )}
        <button
          type="button"
          className="carousel-button"
          aria-controls={slidesId}
          onClick={() => setIndex((i) => previousSlide(i, count))}
        >
          <ChevronLeft />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <ul className="carousel-dots" aria-label="Choose a slide">
          {slides.map((slide, i) => (
            <li key={slide.title}>
              <button
                type="button"
                className="carousel-dot"
                aria-current={i === index ? 'true' : undefined}
                aria-controls={slideId(i)}
                onClick={() => setIndex(i)}
              >
                <span className="visually-hidden">
                  Slide {i + 1}: {slide.title}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="carousel-button"
          aria-controls={slidesId}
          onClick={() => setIndex((i) => nextSlide(i, count))}
        >
          <ChevronRight />
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
    </section>
  );
}
