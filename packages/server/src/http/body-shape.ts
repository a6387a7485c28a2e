// How deep and how wide a JSON body may be, checked on its raw text in one pass before JSON.parse: a body nested
// thousands of levels deep would otherwise overflow the stack of everything that walks the parsed value (an
// unauthenticated sign-in included), and one with a hundred thousand keys would cost more than any request needs.
export const JSON_BODY_LIMITS = { depth: 32, values: 20_000 } as const;

/** What is wrong with the body's shape, or null: the deepest nesting and the number of values, never recursing. */
export function jsonShapeProblem(
  text: string,
  limits: { depth: number; values: number } = JSON_BODY_LIMITS,
): string | null {
  let depth = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limits.depth) return `nests deeper than ${limits.depth} levels`;
    } else if (code === 0x7d || code === 0x5d) depth -= 1;
    else if (code === 0x2c) {
      values += 1;
      if (values > limits.values) return `holds more than ${limits.values} values`;
    }
  }
  return null;
}

// The most fields a form body may carry: Twilio's webhooks send a few dozen, the sign-in form two.
export const FORM_BODY_MAX_FIELDS = 256;

/** What is wrong with a form body's width, or null, counted on its raw text before it is parsed. */
export function formShapeProblem(text: string, maxFields: number = FORM_BODY_MAX_FIELDS): string | null {
  let fields = 1;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    fields += 1;
    if (fields > maxFields) return `holds more than ${maxFields} fields`;
  }
  return null;
}
