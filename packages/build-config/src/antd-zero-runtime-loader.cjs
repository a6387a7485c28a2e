// Leaves out of the host's build the code that writes antd's component styles in the browser. The host renders with
// antd's `zeroRuntime` theme and the stylesheet built beside it (antd-static-style.mjs), so no style function given
// to antd's style hooks ever runs there; yet those functions are each component's whole stylesheet as code, a sixth
// of the boot script. The loader gives each hook a style function that writes nothing, and the minifier drops the
// style code nothing else reaches. Each component's token preparation stays: antd still writes the tokens as CSS
// variables at run time.

const { parseSync } = require('@swc/core');

/** antd's style-hook factories; each takes the style function as its second argument. */
const STYLE_HOOK_FACTORIES = ['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent'];

const NO_STYLE = '() => null';

/**
 * Every call of a style-hook factory in an swc syntax tree.
 * @param {unknown} node
 * @returns {{ arguments: { expression: { span: { start: number, end: number } } }[] }[]}
 */
function styleHookCalls(node, found = []) {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) styleHookCalls(child, found);
    return found;
  }
  if (node.type === 'CallExpression' && STYLE_HOOK_FACTORIES.includes(node.callee?.value)) {
    found.push(node);
    return found;
  }
  for (const value of Object.values(node)) styleHookCalls(value, found);
  return found;
}

/**
 * The byte ranges of the style functions `source` gives to the style-hook factories.
 * @param {string} source
 * @returns {{ start: number, end: number }[]}
 */
function styleFunctionRanges(source) {
  const program = parseSync(source, { syntax: 'ecmascript', target: 'es2022' });
  // swc counts a parse's byte positions from 1, and the program's span starts at its first token.
  const leading = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(source)?.[0] ?? '';
  const base = program.span.start - Buffer.byteLength(leading);
  return styleHookCalls(program.body)
    .filter((call) => call.arguments.length >= 2)
    .map(({ arguments: [, styleFunction] }) => ({
      start: styleFunction.expression.span.start - base,
      end: styleFunction.expression.span.end - base,
    }))
    .sort((a, b) => a.start - b.start);
}

/**
 * `source` with every style function it gives to a style-hook factory replaced by one that writes nothing.
 * @param {string} source
 * @returns {string}
 */
function withoutStyleFunctions(source) {
  if (!STYLE_HOOK_FACTORIES.some((name) => source.includes(`${name}(`))) return source;
  const bytes = Buffer.from(source);
  /** @type {Buffer[]} */
  const parts = [];
  let at = 0;
  for (const { start, end } of styleFunctionRanges(source)) {
    parts.push(bytes.subarray(at, start), Buffer.from(NO_STYLE));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts).toString();
}

/**
 * @this {{ callback(error: Error | null, source?: string): void }}
 * @param {string} source
 */
function antdZeroRuntimeLoader(source) {
  try {
    this.callback(null, withoutStyleFunctions(source));
  } catch (error) {
    this.callback(error instanceof Error ? error : new Error(String(error)));
  }
}

module.exports = antdZeroRuntimeLoader;
module.exports.withoutStyleFunctions = withoutStyleFunctions;
module.exports.styleHookCalls = styleHookCalls;
