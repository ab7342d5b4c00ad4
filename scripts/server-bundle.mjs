// What esbuild needs to compile the server's TypeScript so that it runs with no loader: shared by
// the compiled server (scripts/build-server.mjs, ADR 0067) and the worker threads started from the
// sources (apps/server/src/platform/work/worker-thread.ts, ADR 0121).
import fs from 'node:fs';
import path from 'node:path';

/** Rewrites `import.meta.dirname` to the source file's folder, found from the chunk's at run time. */
function sourceFolders(outDir) {
  return {
    name: 'logoya-source-folders',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let contents = await fs.promises.readFile(args.path, 'utf8');
        if (contents.includes('import.meta.filename'))
          return {
            errors: [
              {
                text: 'import.meta.filename names a chunk in the compiled server: use import.meta.dirname (kept as the source folder) or import.meta.url',
                location: { file: args.path },
              },
            ],
          };
        if (contents.includes('import.meta.dirname')) {
          const rel = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
          contents = contents.replaceAll(
            'import.meta.dirname',
            `__logoyaPath.resolve(import.meta.dirname, ${JSON.stringify(rel)})`,
          );
          // At the end, so that the source map's lines stay; imports are hoisted.
          contents += "\nimport __logoyaPath from 'node:path';\n";
        }
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Bare imports stay external (node_modules), except our workspace package, whose sources are bundled. */
const externalPackages = {
  name: 'logoya-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@logoya/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * esbuild's settings for `entries` compiled into `outDir`, which must lie inside the repository:
 * the output imports packages from its node_modules by their bare names.
 */
export function serverBundleOptions(entries, outDir) {
  return {
    entryPoints: entries,
    outdir: outDir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceFolders(outDir)],
  };
}
