// HTML validity over a build with html-validate and the project's .htmlvalidate.json (found from
// each file upwards, so fixtures get the same rules as dist/).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Every HTML file under `root`, validated; one line per error ("file:line:col rule: message").
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function htmlProblems(root) {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems = [];
  for (const file of htmlFiles(root).sort()) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages)
        problems.push(`${relative(root, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  return problems;
}
