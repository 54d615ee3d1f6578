/**
 * The interface's own labels of three words or more: words that name a control, a group or a link's
 * behaviour rather than say something to the visitor (that copy is the editors', in content/). The
 * one place such words stay in code: tests/unit/copy-in-code.test.ts finds any longer text a
 * visitor reads anywhere else in src/.
 */
export const UI_LABELS = {
  /** The first link of every page, shown on focus. */
  skipToContent: 'Skip to content',
  /** Read after the name of a link that opens another tab. */
  opensInNewTab: '(opens in a new tab)',
  /** The work filter's group of category buttons. */
  filterProjects: 'Filter projects by category',
  /** The FAQ page's search box. */
  searchFaq: 'Search the FAQ',
} as const;
