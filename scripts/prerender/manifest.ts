/** Vite's build manifest (build.manifest): which files a route's lazy module needs. */
export type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/**
 * <link> tags for a route module's CSS (so the static HTML is styled before any script runs) and
 * modulepreload hints for its JS and the chunks it imports (so hydration does not wait on a waterfall).
 */
export function routeAssets(manifest: Manifest, module: string, template: string): string {
  const entry = manifest[module];
  if (!entry) throw new Error(`${module} is not in the build manifest (is it still a lazy route module?)`);
  const css = new Set<string>();
  const js = new Set<string>();
  const entryFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]?.file ?? '')]),
  );
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(module);
  return [
    ...[...css]
      .filter((file) => !template.includes(`/${file}`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...[...js]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}
