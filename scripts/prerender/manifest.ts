/** Vite's build manifest (build.manifest): which files a route's lazy module needs. */
export type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

/**
 * <link> tags for the CSS of a route module and of the chunks it imports (those the template does not
 * already link), so the static HTML is styled before any script runs; run.ts then inlines them. No JS
 * hints: on a prerendered page the scripts only hydrate what is already painted (see run.ts).
 */
export function routeStylesheets(manifest: Manifest, module: string, template: string): string {
  if (!manifest[module])
    throw new Error(`${module} is not in the build manifest (is it still a lazy route module?)`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(module);
  return [...css]
    .filter((file) => !template.includes(`/${file}`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`)
    .join('\n    ');
}
