import { existsSync } from 'node:fs';
import { REMOTE_RUNTIME_ALIASES, RemoteRuntimePlugin } from './remote-runtime-plugin.mjs';

/** A compiler with the aliases the federation plugins leave, and its afterPlugins hook. */
function compilerWith(alias) {
  const taps = [];
  const compiler = {
    options: { resolve: { alias } },
    hooks: { afterPlugins: { tap: (_name, fn) => taps.push(fn) } },
  };
  new RemoteRuntimePlugin().apply(compiler);
  for (const tap of taps) tap();
  return compiler;
}

describe('RemoteRuntimePlugin', () => {
  it("replaces the federation plugins' @module-federation/runtime with the adapter on the host's runtime core", () => {
    const { alias } = compilerWith({
      '@module-federation/runtime-tools': '/pnpm/runtime-tools/dist/index.cjs',
      '@module-federation/runtime': '/pnpm/runtime/dist/index.cjs',
      '@module-federation/runtime$': '/pnpm/runtime/dist/bundler.cjs',
      react: '/app/react',
    }).options.resolve;
    expect(alias).toEqual({
      ...REMOTE_RUNTIME_ALIASES,
      '@module-federation/runtime-tools': '/pnpm/runtime-tools/dist/index.cjs',
      react: '/app/react',
    });
    // first, so that they are the ones a request matches
    expect(Object.keys(alias).slice(0, 3)).toEqual(Object.keys(REMOTE_RUNTIME_ALIASES));
  });

  it('points at files that exist, the SDK at its ES module build', () => {
    for (const file of Object.values(REMOTE_RUNTIME_ALIASES)) expect(existsSync(file)).toBe(true);
    expect(REMOTE_RUNTIME_ALIASES['@module-federation/sdk$']).toMatch(/sdk\/dist\/index\.js$/);
  });
});
