import type {
  BlogPosting,
  BreadcrumbList,
  CreativeWork,
  FAQPage,
  Organization,
  PodcastSeries,
  ProfessionalService,
  Service,
  WebPage,
  WithContext,
} from 'schema-dts';
import type { Office } from './offices';
import { ensureTrailingSlash } from '../browser/urls';
import { slugify } from '../browser/slugify';

/** The agency facts the structured data needs (a subset of content/site.json). */
export interface OrgFacts {
  name: string;
  url: string;
  description: string;
  email: string;
  foundingYear: number;
  logo: string;
  phones: { label: string; number: string }[];
  address: { street: string; locality: string; region: string; postalCode: string; countryCode: string };
  sameAs: string[];
  /** The cities of the offices the graph also carries (buildOffice): the organisation lists them. */
  offices?: string[] | undefined;
}

export interface Crumb {
  name: string;
  /** Site-relative path, e.g. "/services/branding/" (the served form; `absolute` adds the slash when it is missing). */
  path: string;
}

/** An absolute URL in the served form ("/about" → "https://…/about/"; files as they are). */
const absolute = (origin: string, path: string) => new URL(ensureTrailingSlash(path), origin).href;

/** The one @id that names the agency; every other object points at it. */
export const organizationId = (org: Pick<OrgFacts, 'url'>) => `${absolute(org.url, '/')}#organization`;

/** An office's @id: "https://…/#office-<city>". */
const officeId = (org: Pick<OrgFacts, 'url'>, city: string) => `${absolute(org.url, '/')}#office-${slugify(city)}`;

export function buildOrganization(org: OrgFacts): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(org),
    name: org.name,
    url: absolute(org.url, '/'),
    logo: absolute(org.url, org.logo),
    description: org.description,
    email: org.email,
    foundingDate: String(org.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: org.address.street,
      addressLocality: org.address.locality,
      addressRegion: org.address.region,
      postalCode: org.address.postalCode,
      addressCountry: org.address.countryCode,
    },
    contactPoint: org.phones.map((p) => ({
      '@type': 'ContactPoint',
      telephone: p.number,
      contactType: 'customer service',
      areaServed: p.label,
    })),
    sameAs: org.sameAs,
    ...(org.offices?.length ? { department: org.offices.map((city) => ({ '@id': officeId(org, city) })) } : {}),
  };
}

/**
 * One office as Google's LocalBusiness guidance asks (name, address, telephone, opening hours, url,
 * image, geo), part of the organisation: `parentOrganization` points at its @id.
 */
export function buildOffice(org: OrgFacts, office: Office): WithContext<ProfessionalService> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': officeId(org, office.city),
    name: `${org.name} ${office.city}`,
    url: absolute(org.url, '/contact/'),
    image: absolute(org.url, org.logo),
    telephone: office.telephone,
    email: org.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.address.street,
      addressLocality: office.address.locality,
      addressRegion: office.address.region,
      postalCode: office.address.postalCode,
      addressCountry: office.address.countryCode,
    },
    ...(office.geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude } }
      : {}),
    openingHoursSpecification: office.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => `https://schema.org/${d}` as const),
      opens: h.opens,
      closes: h.closes,
    })),
    parentOrganization: { '@id': organizationId(org) },
  };
}

export function buildWebPage(
  org: OrgFacts,
  page: { name: string; description: string; path: string },
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: absolute(org.url, page.path),
    publisher: { '@id': organizationId(org) },
  };
}

/** Home first, then each crumb; positions count from 1. */
export function buildBreadcrumbs(origin: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  const all = crumbs[0]?.path === '/' ? crumbs : [{ name: 'Home', path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(origin, c.path),
    })),
  };
}

/** FAQPage whose questions are exactly the visible ones, in order. */
export function buildFaqPage(entries: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

export function buildService(
  org: OrgFacts,
  service: { name: string; description: string; path: string },
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: absolute(org.url, service.path),
    provider: { '@type': 'Organization', '@id': organizationId(org), name: org.name },
    areaServed: ['KE', 'AU', 'Worldwide'],
  };
}

export function buildCreativeWork(
  org: OrgFacts,
  work: {
    name: string;
    description: string;
    path: string;
    image: string;
    client: string;
    dateCreated?: string | undefined;
    keywords?: string[] | undefined;
  },
): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: work.name,
    description: work.description,
    url: absolute(org.url, work.path),
    image: work.image,
    ...(work.dateCreated ? { dateCreated: work.dateCreated } : {}),
    ...(work.keywords?.length ? { keywords: work.keywords.join(', ') } : {}),
    creator: { '@type': 'Organization', '@id': organizationId(org), name: org.name },
    sourceOrganization: { '@type': 'Organization', name: work.client },
  };
}

/** A show the agency produces (its case study page): who hosts it, when it ran, who produces it. */
export function buildPodcastSeries(
  org: OrgFacts,
  show: {
    name: string;
    description: string;
    path: string;
    image: string;
    host: string;
    startDate: string;
    endDate?: string | undefined;
    sameAs?: string[] | undefined;
  },
): WithContext<PodcastSeries> {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: show.name,
    description: show.description,
    url: absolute(org.url, show.path),
    image: show.image,
    startDate: show.startDate,
    ...(show.endDate ? { endDate: show.endDate } : {}),
    author: { '@type': 'Person', name: show.host },
    producer: { '@type': 'Organization', '@id': organizationId(org), name: org.name },
    ...(show.sameAs?.length ? { sameAs: show.sameAs } : {}),
  };
}

/**
 * An article (an insight's page): headline, dates, the author as a Person who works for the
 * agency, the picture, and the agency as publisher (by its @id, with its name and logo inline).
 */
export function buildBlogPosting(
  org: OrgFacts,
  article: {
    headline: string;
    description: string;
    path: string;
    image: string;
    published: Date;
    updated?: Date | undefined;
    author: { name: string; role: string; image: string; path: string };
    keywords: string[];
    wordCount: number;
  },
): WithContext<BlogPosting> {
  const url = absolute(org.url, article.path);
  const publisher = { '@type': 'Organization', '@id': organizationId(org), name: org.name } as const;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.headline,
    description: article.description,
    url,
    mainEntityOfPage: url,
    image: article.image,
    datePublished: utcDate(article.published),
    dateModified: utcDate(article.updated ?? article.published),
    author: {
      '@type': 'Person',
      name: article.author.name,
      jobTitle: article.author.role,
      image: article.author.image,
      url: absolute(org.url, article.author.path),
      worksFor: publisher,
    },
    publisher: { ...publisher, logo: absolute(org.url, org.logo) },
    keywords: article.keywords.join(', '),
    wordCount: article.wordCount,
    inLanguage: 'en',
  };
}

/** A day as schema.org's Date ("2027-03-01"): the articles are dated by day, in UTC. */
const utcDate = (date: Date): string => date.toISOString().slice(0, 10);
