/** How long contact messages are kept, as the privacy page says it: 24 → "24 months", 1 → "1 month". */
export function retentionText(months: number): string {
  if (!Number.isInteger(months) || months < 1)
    throw new Error(`a retention period is a whole number of months, not ${months}`);
  return `${months} month${months === 1 ? '' : 's'}`;
}
