/** Steps are numbered with two digits: index 0 → "01". */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/** "+N more" for the items past the first `max` (three service tags, then the rest). */
export function overflowLabel(total: number, max: number): string | null {
  return total > max ? `+${total - max} more` : null;
}
