/** The index `step` places away from `index` in a ring of `count`: the carousel wraps both ways. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The indexes shown when `first` leads and `visible` fit, wrapping past the end. */
export function visibleIndexes(first: number, visible: number, count: number): number[] {
  const shown = Math.min(Math.max(visible, 1), count);
  return Array.from({ length: shown }, (_, offset) => wrapIndex(first, offset, count));
}
