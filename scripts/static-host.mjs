// Pure rules of a static host (Netlify / Cloudflare Pages style), shared by the preview server
// and its unit tests: `_redirects` lines, `_headers` blocks, and which file answers a path.

/**
 * Parses `_redirects`: "from to [status]" per line, `#` comments.
 * @param {string} text
 * @returns {{ from: string, to: string, status: number }[]}
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}

/**
 * Parses `_headers`: an unindented path pattern, then indented "Name: value" lines.
 * @param {string} text
 * @returns {{ pattern: string, headers: [string, string][] }[]}
 */
export function parseHeaders(text) {
  /** @type {{ pattern: string, headers: [string, string][] }[]} */
  const rules = [];
  for (const raw of text.split('\n')) {
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

/**
 * Whether a `_headers` pattern ("/*", "/_astro/*", "/about") matches a path.
 * @param {string} pattern
 * @param {string} path
 */
export function matchesPattern(pattern, path) {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path || `${pattern}/` === path || pattern === `${path}/`;
}

/**
 * The headers for a path: every matching rule, in order, later values replacing earlier ones.
 * @param {ReturnType<typeof parseHeaders>} rules
 * @param {string} path
 * @returns {Record<string, string>}
 */
export function headersFor(rules, path) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) out[name.toLowerCase()] = value;
  }
  return out;
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
