/** The titles of pages whose copy lives in the page itself; their social cards use the same words. */
export const PAGE_TITLES = {
  work: 'Our Work',
  faq: 'Frequently Asked Questions',
  contact: 'Contact Us',
  industries: 'Industries',
} as const;
