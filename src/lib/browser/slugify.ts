/** Words as an id or URL segment: "UI/UX Design" → "ui-ux-design", "Still Have Questions?" → "still-have-questions". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}
