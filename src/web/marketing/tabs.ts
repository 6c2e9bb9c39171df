/**
 * Keyboard rules of an ARIA tab list (WAI-ARIA Authoring Practices, "Tabs"): Left and Right move
 * between the tabs of a horizontal list and wrap around, Home and End jump to the ends. Other keys are left alone.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
