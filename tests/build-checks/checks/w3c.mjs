// The W3C Nu HTML Checker (vnu-jar from the npm registry, run with the machine's Java 17) over a
// build: the reference validator people use, beside html-validate's stricter house rules.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** The jar ships inside the package (its postinstall only looks for Java, and npm 11 skips it). */
const VNU_JAR = join(require.resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');

/** What the checker says of `blocking` on any link but a stylesheet's, `rel="expect"` included. */
const EXPECT_LINK_LAG =
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

/**
 * The JVM's options for one short run: the client compiler only and the serial collector (the same
 * report for dist/ in 6 s of CPU instead of 14: the server compiler's work never pays off in a run
 * this short), and the larger thread stack the checker's schema needs with that compiler (its own
 * message asks for at least 512k; 1m still overflowed).
 */
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Every error the checker finds in the HTML files under `root`, one line each
 * ("about/index.html:12:5 message"). Throws when Java or the checker cannot run. Its CSS messages
 * ("CSS: …") are left out: the stylesheet is inlined into each page, and the checker's CSS parser
 * predates what the site uses (`@property`, `@view-transition`, `margin-trim`); it never read the
 * stylesheet when it was a separate file either. One HTML message is left out for the same reason:
 * `blocking="render"` on `<link rel="expect">`, which the HTML Standard allows (#link-type-expect;
 * BaseLayout uses it) and the checker still limits to stylesheets (`EXPECT_LINK_LAG`).
 * @param {string} root
 * @returns {string[]}
 */
export function w3cErrors(root) {
  // Only when the element is the rel="expect" link (the checker's extract of the source line).
  const lagging = (/** @type {{ message: string, extract?: string }} */ m) =>
    m.message === EXPECT_LINK_LAG && /<link rel="expect"[^>]*blocking="render"/.test(m.extract ?? '');
  const result = spawnSync(
    'java',
    [...JVM_OPTIONS, '-jar', VNU_JAR, '--errors-only', '--skip-non-html', '--format', 'json', resolve(root)],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.error)
    throw new Error(`The W3C checker needs Java 17 (Debian: openjdk-17-jre-headless): ${result.error.message}`);
  /** @type {{ messages?: { type: string, url?: string, lastLine?: number, firstColumn?: number, message: string, extract?: string }[] }} */
  let report;
  try {
    report = JSON.parse(result.stderr || '{}');
  } catch {
    throw new Error(`The W3C checker gave no report (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  }
  return (report.messages ?? [])
    .filter(
      (m) => (m.type === 'error' || m.type === 'non-document-error') && !m.message.startsWith('CSS: ') && !lagging(m),
    )
    .map((m) => {
      const file = m.url?.startsWith('file:') ? relative(resolve(root), fileURLToPath(m.url)) : (m.url ?? '');
      return `${file}:${m.lastLine ?? 0}:${m.firstColumn ?? 0} ${m.message}`;
    })
    .sort();
}
