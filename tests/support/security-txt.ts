// A security.txt read by RFC 9116's rules, so a test can hold the built file to them.

export interface SecurityTxt {
  /** Each field's values in order, by its name in lower case. */
  fields: Map<string, string[]>;
  /** Every rule the file breaks, in words. */
  problems: string[];
}

/** Fields that take a URI (section 2.5), and those whose web URIs must be https (sections 2.5.1-2.5.8). */
const URI_FIELDS = ['acknowledgments', 'canonical', 'contact', 'encryption', 'hiring', 'policy'];
/** Fields that may appear at most once (sections 2.5.5, 2.5.8). */
const ONCE = ['expires', 'preferred-languages'];
const FIELD_LINE = /^([A-Za-z0-9!#$%&'*+.^_`|~-]+):[ \t]*(.*?)[ \t]*$/;
/** RFC 3339 date-time (section 2.5.5 refers to it): date, "T", time, and a zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Parses a security.txt (not a signed one) fetched from `fetchedFrom` at `now`. Problems: a line
 * that is neither a field, a comment nor blank; no Contact; not exactly one Expires, or one that is
 * not RFC 3339, in the past or more than a year ahead; a field allowed once given twice; a URI
 * field that is not a URI, a web URI that is not https; a Preferred-Languages that is not a
 * comma-separated list of language tags; Canonical given without the URL the file was fetched from.
 */
export function parseSecurityTxt(text: string, fetchedFrom: string, now: Date): SecurityTxt {
  const fields = new Map<string, string[]>();
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const match = FIELD_LINE.exec(line);
    if (!match) return void problems.push(`line ${i + 1} is not "Field: value": ${JSON.stringify(line)}`);
    const name = match[1]!.toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]!]);
  });
  const values = (name: string) => fields.get(name) ?? [];

  if (values('contact').length === 0) problems.push('no Contact field (required)');
  for (const name of ONCE) if (values(name).length > 1) problems.push(`${name} appears ${values(name).length} times`);
  const expires = values('expires');
  if (expires.length === 0) problems.push('no Expires field (required)');
  for (const value of expires.slice(0, 1)) {
    if (!DATE_TIME.test(value)) problems.push(`Expires is not an RFC 3339 date-time: ${value}`);
    else {
      const ms = Date.parse(value) - now.getTime();
      if (ms <= 0) problems.push(`Expires is in the past: ${value}`);
      if (ms > 366 * DAY_MS) problems.push(`Expires is more than a year ahead: ${value}`);
    }
  }
  for (const name of URI_FIELDS)
    for (const value of values(name)) {
      let uri: URL;
      try {
        uri = new URL(value);
      } catch {
        problems.push(`${name} is not a URI: ${value}`);
        continue;
      }
      if (uri.protocol === 'http:') problems.push(`${name} is a web URI but not https: ${value}`);
      if (name === 'contact' && !['mailto:', 'https:', 'tel:'].includes(uri.protocol))
        problems.push(`Contact is not a mailto:, https: or tel: URI: ${value}`);
      if (name !== 'contact' && uri.protocol !== 'https:' && uri.protocol !== 'dns:' && uri.protocol !== 'openpgp4fpr:')
        problems.push(`${name} is not an https URI: ${value}`);
    }
  for (const value of values('preferred-languages'))
    if (!value.split(',').every((tag) => LANGUAGE_TAG.test(tag.trim())))
      problems.push(`Preferred-Languages is not a list of language tags: ${value}`);
  const canonical = values('canonical');
  if (canonical.length > 0 && !canonical.includes(fetchedFrom))
    problems.push(`Canonical does not name ${fetchedFrom}, where the file is: ${canonical.join(', ')}`);
  return { fields, problems };
}
