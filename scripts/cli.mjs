// @ts-check
// The command-line habits of every script with options: `--help` prints its usage and exits 0;
// an unknown or malformed option (a number option that is no number) prints one line and the
// usage hint, and exits 2.

/**
 * `parseArgs` with those habits. `help` is added to `options`.
 * @template {import('node:util').ParseArgsConfig['options']} O
 * @param {typeof import('node:util').parseArgs} parseArgs
 * @param {O} options
 * @param {string} usage
 * @param {{ allowPositionals?: boolean, args?: string[] }} [extra]
 */
export function parseOptions(parseArgs, options, usage, extra = {}) {
  try {
    const parsed = parseArgs({
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals: extra.allowPositionals ?? false,
      ...(extra.args ? { args: extra.args } : {}),
    });
    if (/** @type {{ help?: boolean }} */ (parsed.values).help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)} (--help for usage)`);
    process.exit(2);
  }
}

/**
 * A number option's value, zero or more; anything else prints one line naming the option and
 * exits 2, as a malformed option does.
 * @param {string} name the option, without its dashes
 * @param {string | undefined} value
 */
export function numberOption(name, value) {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) {
    console.error(`--${name} takes a number, not "${value}" (--help for usage)`);
    process.exit(2);
  }
  return number;
}
