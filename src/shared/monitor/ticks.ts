/** What a line chart needs to show its figures: axis labels that read apart, points where no line can be drawn. */

/**
 * How many decimals a chart's value axis needs so that its ticks read apart: small figures (a real host's load of
 * 0.06, a memory usage of 0.01 %) would otherwise round to the same label. About five ticks span 0 to the highest value.
 */
export function tickDecimals(highest: number): number {
  if (!(highest > 0)) return 1;
  const step = highest / 5;
  return Math.min(4, Math.max(1, Math.ceil(-Math.log10(step))));
}

/** Whether a series has a value with no value beside it: nivo draws no line through it, so it shows only as a point. */
export function hasIsolatedValue(values: (number | null | undefined)[]): boolean {
  const present = (i: number) => typeof values[i] === 'number';
  return values.some((_, i) => present(i) && !present(i - 1) && !present(i + 1));
}
