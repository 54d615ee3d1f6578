// Checks a page's JSON-LD as one graph: what search engines need to connect the objects (every
// @id a node points at is defined on the page) and what Google's LocalBusiness guidance asks of
// each office. Returns human-readable problems; an empty list is a valid graph.

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const types = (node: Node): string[] => [node['@type']].flat().filter((t): t is string => typeof t === 'string');

/** The top-level nodes of one or more JSON-LD documents (arrays and `@graph` flattened). */
function graphNodes(documents: unknown[]): Node[] {
  return documents
    .flat()
    .flatMap((doc) => (isObject(doc) && Array.isArray(doc['@graph']) ? (doc['@graph'] as unknown[]) : [doc]))
    .filter(isObject);
}

/** Every `@id` a nested object points at, with where it was found. */
function references(value: unknown, path: string, out: { id: string; path: string }[]): void {
  if (Array.isArray(value)) return value.forEach((v, i) => references(v, `${path}[${i}]`, out));
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (isObject(child) && typeof child['@id'] === 'string') out.push({ id: child['@id'], path: `${path}.${key}` });
    references(child, `${path}.${key}`, out);
  }
}

/** The LocalBusiness types an office may carry (schema.org subtypes the site uses). */
const LOCAL_BUSINESS = new Set(['LocalBusiness', 'ProfessionalService']);

/**
 * Google's LocalBusiness structured data: `name` and `address` are required; the rest is what the
 * guidance recommends and this site promises (telephone, opening hours, url, image).
 */
function localBusinessProblems(node: Node, label: string): string[] {
  const problems: string[] = [];
  for (const key of ['name', 'telephone', 'url', 'image'] as const) {
    if (typeof node[key] !== 'string' || node[key] === '') problems.push(`${label}: "${key}" is missing`);
  }
  const address = node['address'];
  if (!isObject(address) || !types(address).includes('PostalAddress'))
    problems.push(`${label}: "address" must be a PostalAddress`);
  else {
    for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']) {
      if (typeof address[key] !== 'string' || address[key] === '')
        problems.push(`${label}: address "${key}" is missing`);
    }
  }
  const hours = node['openingHoursSpecification'];
  if (!Array.isArray(hours) || hours.length === 0) problems.push(`${label}: "openingHoursSpecification" is missing`);
  else {
    hours.forEach((h, i) => {
      const ok =
        isObject(h) &&
        /^\d\d:\d\d$/.test(String(h['opens'])) &&
        /^\d\d:\d\d$/.test(String(h['closes'])) &&
        [h['dayOfWeek']].flat().length > 0;
      if (!ok) problems.push(`${label}: opening hours ${i + 1} need dayOfWeek, opens and closes ("09:00")`);
    });
  }
  return problems;
}

/**
 * Problems with a page's graph: not exactly one Organization, an @id defined twice, a reference to
 * an @id the page does not define, an office that misses what Google needs or is not linked to the
 * organisation.
 */
export function graphProblems(documents: unknown[]): string[] {
  const nodes = graphNodes(documents);
  const problems: string[] = [];
  const defined = new Map<string, Node>();
  for (const node of nodes) {
    const id = node['@id'];
    if (typeof id !== 'string') continue;
    if (defined.has(id)) problems.push(`@id ${id} is defined twice`);
    defined.set(id, node);
  }
  const organizations = nodes.filter((n) => types(n).includes('Organization'));
  if (organizations.length !== 1) problems.push(`expected one Organization, found ${organizations.length}`);
  const orgId = organizations[0]?.['@id'];
  if (organizations.length === 1 && typeof orgId !== 'string') problems.push('the Organization has no @id');

  nodes.forEach((node, i) => {
    const label = `${types(node).join('/') || 'node'} ${typeof node['@id'] === 'string' ? node['@id'] : `#${i + 1}`}`;
    const refs: { id: string; path: string }[] = [];
    references(node, label, refs);
    for (const ref of refs)
      if (!defined.has(ref.id)) problems.push(`${ref.path} points at ${ref.id}, which the page does not define`);
    if (types(node).some((t) => LOCAL_BUSINESS.has(t))) {
      problems.push(...localBusinessProblems(node, label));
      const parent = node['parentOrganization'];
      if (!isObject(parent) || parent['@id'] !== orgId)
        problems.push(`${label}: "parentOrganization" must point at the Organization's @id`);
    }
  });
  return problems;
}
