/**
 * An element sized to its area once the area stands still: a drag of the window's edge (or full screen) resizes the
 * area many times, and each size the display takes is a resize of the remote desktop. The first size is at once.
 */
import { useEffect, type RefObject } from 'react';

export const RESIZE_SETTLE_MS = 200;

export function useSettledSize(area: RefObject<HTMLElement | null>, sized: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const outer = area.current;
    const inner = sized.current;
    if (!outer || !inner) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = () => {
      inner.style.width = `${outer.clientWidth}px`;
      inner.style.height = `${outer.clientHeight}px`;
    };
    apply();
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(apply, RESIZE_SETTLE_MS);
    });
    observer.observe(outer);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [area, sized]);
}
