/**
 * A terminal that follows the window: a resize of the window is handled once it has stood still for 150 ms (a drag
 * of the window's edge fires dozens), then the terminal is fitted and its new size sent when it changed.
 */
export const RESIZE_DEBOUNCE_MS = 150;

export function followWindowResize(
  fit: () => { cols: number; rows: number } | undefined,
  send: (cols: number, rows: number) => void,
  target: Window = window,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const settle = () => {
    const size = fit();
    if (!size) return;
    const key = `${size.cols}x${size.rows}`;
    if (key === last) return;
    last = key;
    send(size.cols, size.rows);
  };
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, RESIZE_DEBOUNCE_MS);
  };
  target.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    target.removeEventListener('resize', onResize);
  };
}
