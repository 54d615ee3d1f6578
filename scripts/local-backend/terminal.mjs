// @ts-check
// Stored messages come from anyone with the public anon key. Printed raw, an escape sequence in
// one could clear the operator's screen (ESC[2J), write to their clipboard (OSC 52), hide a link
// (OSC 8) or overwrite a line (a bare CR). `npm run messages` prints them through this.

/** C0 controls except tab (U+0009) and newline (U+000A), DEL, and the C1 controls U+0080–U+009F. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this does
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * The text with every terminal control character written as a JavaScript escape (`\u001b`);
 * newlines and tabs stay as they are.
 * @param {unknown} value
 * @returns {string}
 */
export function escapeControls(value) {
  return String(value).replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
