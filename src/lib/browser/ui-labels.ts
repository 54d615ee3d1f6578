/**
 * The interface's own labels: words that name a control, a group, a region or a link's behaviour
 * rather than say something to the visitor (that copy is the editors', in content/). The one place
 * such words stay in code: tests/unit/copy-in-code.test.ts finds any text shown or read aloud
 * written anywhere else in src/, whatever its length.
 */
export const UI_LABELS = {
  /** The first link of every page, shown on focus. */
  skipToContent: 'Skip to content',
  /** Read after the name of a link that opens another tab. */
  opensInNewTab: '(opens in a new tab)',
  /** The wordmark's link in the header and footer, read as "<agency>, home". */
  home: (name: string) => `${name}, home`,
  /** The site navigation (a landmark). */
  main: 'Main',
  /** The phone menu: its open button, its name while it is open (a dialog), its close button. */
  openMenu: 'Open menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
  /** The theme switch's group and its three buttons. */
  theme: 'Theme',
  lightTheme: 'Light theme',
  darkTheme: 'Dark theme',
  systemTheme: 'System theme',
  /** The footer's list of social profiles. */
  socialMedia: 'Social media',
  /** The gallery of a case study (a region named after the project) and its buttons. */
  screenshots: (name: string) => `${name} screenshots`,
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  /** Read before a step's title in a numbered list of steps: "Step 01: ". */
  step: (number: string) => `Step ${number}: `,
  /** Read after a service card's link text: "… about <service>". */
  about: (title: string) => ` about ${title}`,
  /** Read before a figure: a project's year, an industry story's result. */
  year: 'Year:',
  result: 'Result:',
  /** The service page's overview section (a region). */
  overview: 'Overview',
  /** The contact page's form and contact details (a region). */
  contactUs: 'Contact us',
  /** The home page's list of client names. */
  clients: 'Clients',
  /** The work page's project grid (its hidden heading) and each project's list of services. */
  projects: 'Projects',
  services: 'Services',
  /** The industries page's grid of industry cards (a region). */
  industryPages: 'Industry pages',
  /** The work filter's group of category buttons. */
  filterProjects: 'Filter projects by category',
  /** The FAQ page's search box. */
  searchFaq: 'Search the FAQ',
} as const;
