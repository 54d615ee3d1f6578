// Pure rules of a static host (Netlify / Cloudflare Pages style), shared by the preview server
// and its unit tests: `_redirects` lines, `_headers` blocks, and which file answers a path.

/**
 * @typedef {{ from: string, to: string, status: number }} RedirectRule
 * @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule
 */

/** @param {string} text */
const lines = (text) => text.split(/\r?\n/);

/**
 * Parses `_redirects`: "from to [status][!]" per line, `#` comment lines, 301 when no status is
 * given (Netlify's default; Cloudflare's is 302, so the generated file always states it). The
 * force flag "!" is read and dropped: like Cloudflare Pages, this host always redirects first.
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirects(text) {
  return lines(text)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) || 301 };
    });
}

/**
 * Parses `_headers`: an unindented path pattern, then indented "Name: value" lines.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const raw of lines(text)) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = raw.indexOf(':');
    if (rule && colon > 0) rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A host pattern as a regular expression: `*` matches anything (the splat), `:name` one segment.
 * A trailing slash is optional on both sides, as the hosts treat "/about" and "/about/" alike.
 * @param {string} pattern
 */
function patternRegExp(pattern) {
  const named = new Set();
  /** @param {string} name @param {string} expr */
  const group = (name, expr) => (named.has(name) ? `(?:${expr})` : (named.add(name), `(?<${name}>${expr})`));
  const body = pattern
    .replace(/\/+$/, '')
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return group('splat', '.*');
      if (part.startsWith(':')) return group(part.slice(1), '[^/]+');
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

/**
 * Whether a `_headers` / `_redirects` pattern ("/*", "/_astro/*", "/about", "/blog/:slug")
 * matches a path.
 * @param {string} pattern
 * @param {string} path
 */
export function matchesPattern(pattern, path) {
  return patternRegExp(pattern).test(path);
}

/**
 * The headers for a path: every matching rule, in file order. A header named by several matching
 * rules gets their values joined with ", ", as Netlify and Cloudflare Pages do.
 * @param {HeaderRule[]} rules
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
    }
  }
  return out;
}

/**
 * The first redirect that matches a path, with its splat and placeholders filled into the target.
 * @param {RedirectRule[]} rules
 * @param {string} path
 * @returns {RedirectRule | undefined}
 */
export function redirectFor(rules, path) {
  for (const rule of rules) {
    const match = patternRegExp(rule.from).exec(path);
    if (!match) continue;
    const groups = match.groups ?? {};
    const to = rule.to.replace(/:([A-Za-z_]\w*)/g, (whole, name) => groups[name] ?? whole);
    return { ...rule, to };
  }
  return undefined;
}

/**
 * The files that may answer a clean URL, in the order a static host tries them.
 * @param {string} path decoded pathname, starting with "/"
 * @returns {string[]} paths relative to the site root
 */
export function candidateFiles(path) {
  const clean = path.replace(/\/+$/, '');
  if (clean === '') return ['index.html'];
  const rel = clean.slice(1);
  if (/\.[a-z0-9]+$/i.test(rel)) return [rel];
  return [`${rel}/index.html`, `${rel}.html`];
}
