/**
 * The height that takes an element from where it starts down to the window's bottom (less the page's bottom
 * padding), at least MIN_HEIGHT: the display fills the page's free area, whatever the header and notices above it
 * take. Measured again when the window is resized.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

const MIN_HEIGHT = 320;
const BOTTOM_GAP = 20;

export function useFreeHeight(element: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const node = element.current;
      if (!node) return;
      const top = node.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [element]);
  return height;
}
