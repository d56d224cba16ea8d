/**
 * Which Node built-ins reached the browser bundle. Next swaps a browser stand-in in for a
 * built-in a client module imports (`path` → path-browserify, `crypto` → crypto-browserify, …)
 * and fails the build only for `fs` and a few others, so a build module imported by mistake can
 * ship hundreds of kB without an error. Each stand-in is an ncc bundle that records its own folder
 * (`…ab = "/ROOT/node_modules/next/dist/compiled/<folder>/"`, a string that survives
 * minification): that is what the gate looks for.
 */

/** Built-in → the folder of its stand-in, read from Next's own fallback table. */
export function standInFolders(nextWebpackConfig: string): Map<string, string> {
  const folders = new Map<string, string>();
  for (const match of nextWebpackConfig.matchAll(/\b([a-z_]+): require\.resolve\('next\/dist\/compiled\/([\w.-]+)'\)/gi)) {
    const [, builtin, folder] = match;
    // `sys` and `util` share one stand-in; the later, current name wins.
    folders.set(folder, builtin);
  }
  if (folders.size < 10) throw new Error(`Found ${folders.size} Node built-in stand-ins in Next's webpack config; its fallback table has changed, update standInFolders`);
  return new Map([...folders].map(([folder, builtin]) => [builtin, folder]));
}

export interface BuiltinInChunk {
  chunk: string;
  builtin: string;
}

/** Every (chunk, built-in) pair whose stand-in the chunk holds. */
export function findBuiltins(chunks: readonly { name: string; text: string }[], folders: ReadonlyMap<string, string>): BuiltinInChunk[] {
  const found: BuiltinInChunk[] = [];
  for (const chunk of chunks) {
    for (const [builtin, folder] of folders) {
      if (chunk.text.includes(`/node_modules/next/dist/compiled/${folder}/`)) found.push({ chunk: chunk.name, builtin });
    }
  }
  return found;
}

/**
 * Stand-ins we accept, and why. Next parses query strings with its own; sucrase (the
 * live editor's compiler) decodes source maps with `TextDecoder` and names `Buffer` only as a
 * fallback, so its stand-in rides in the editor's chunks, which no page loads before use.
 */
export const ACCEPTED_BUILTINS: Readonly<Record<string, { reason: string; inFirstLoad: boolean }>> = {
  querystring: { reason: "Next's own URL handling", inFirstLoad: true },
  buffer: { reason: "sucrase's source-map decoder (live editor), a fallback it does not take in browsers", inFirstLoad: false },
};

export function builtinProblems(
  found: readonly BuiltinInChunk[],
  firstLoadChunks: ReadonlySet<string>,
  accepted: Readonly<Record<string, { reason: string; inFirstLoad: boolean }>> = ACCEPTED_BUILTINS,
): string[] {
  const problems: string[] = [];
  for (const { chunk, builtin } of found) {
    const rule = accepted[builtin];
    if (!rule) problems.push(`${chunk} holds Node's "${builtin}" (Next's browser stand-in): a browser module imports it, or a build module that does; move that code to src/node/`);
    else if (!rule.inFirstLoad && firstLoadChunks.has(chunk)) problems.push(`${chunk} holds Node's "${builtin}" (${rule.reason}) and is in a page's first load`);
  }
  return problems;
}
