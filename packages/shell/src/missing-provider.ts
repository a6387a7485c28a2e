/** Hooks of the shell only work below the host's providers (or a test's ShellProvider). */
export function missingProvider(hook: string): never {
  throw new Error(`${hook}() must be used inside the console host's ShellProvider`);
}
