import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server listens on 3000 by default; in dev the console proxies /api (HTTP and the live
// websocket) to it so the browser sees one origin, exactly as in production.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The module of htmlparser2's `Parser`, the only name sanitize-html takes from it: the package's
 * index also pulls its DOM builder, DOM utilities, serializer and a second copy of the entity
 * tables (~38 KB gzip). Found from sanitize-html's own copy; the build stops if it moves.
 */
function htmlParserClass(): string {
  const fromSanitizer = createRequire(createRequire(import.meta.url).resolve('sanitize-html'));
  const index = fromSanitizer.resolve('htmlparser2'); // …/htmlparser2/dist/commonjs/index.js
  const parser = join(dirname(index), '../esm/Parser.js');
  if (!existsSync(parser)) throw new Error(`htmlparser2's Parser is not at ${parser}`);
  return parser;
}

/**
 * Blueprint's stylesheet maps each of its 1,400 icon names to a glyph of its icon font
 * (`.bp6-icon-add::before { content: "\f109" }`, 74 KB raw, 4.5 KB brotli on the login screen).
 * The console draws its icons as SVG (src/app/icons.ts) and never loads that font, whose
 * @font-face lives in @blueprintjs/icons' own stylesheet, which is not imported: the rules could
 * only ever draw a missing glyph, so they are left out of the build.
 */
function withoutIconFontGlyphs(): Plugin {
  return {
    name: 'blueprint-without-icon-font-glyphs',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('@blueprintjs/core/lib/css/blueprint.css')) return null;
      const out = code.replace(/\.bp6-icon-[a-z0-9-]+::before\s*\{\s*content:\s*"[^"]*";\s*\}/g, '');
      if (out.length > code.length - 50_000)
        throw new Error("Blueprint's icon glyph rules have changed shape");
      return { code: out, map: null };
    },
  };
}

/**
 * @blueprintjs/icons checks each icon name against the list of all 1,400 (`IconNamesSet`, built
 * at load from a 64 KB enum, with change-case: 8 KB brotli in the entry). The console's loader
 * (src/app/icons.ts) answers every name itself, from its bundled icons or else the full set, so
 * the check lets any name through and `IconNames` (used only by EntityTitle, which the console
 * does not draw) is empty.
 */
function withoutIconNameList(): Plugin {
  const module = '@blueprintjs/icons/lib/esm/iconNames.js';
  return {
    name: 'blueprint-without-icon-name-list',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(module)) return null;
      if (!code.includes('export const IconNamesSet'))
        throw new Error(`${module} no longer exports IconNamesSet`);
      return {
        code: `export const IconNames = {};
export const IconNamesSet = { has: (name) => typeof name === 'string' && name !== '' };`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [withoutIconFontGlyphs(), withoutIconNameList(), react()],
  resolve: {
    // sanitize-html (domain/rich-text.ts) in the browser: of its two heavy imports it uses only the
    // HTML parser class and never the style parser, so the editor's chunk gets those and no more
    alias: [
      {
        find: /^postcss$/,
        replacement: fileURLToPath(new URL('./src/vendor/postcss-stub.ts', import.meta.url)),
      },
      { find: /^htmlparser2$/, replacement: htmlParserClass() },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // AG Grid alone is ~300 KB min; it lives in the lazily loaded list chunk, so the warning
    // limit is raised to keep real regressions (a heavy import in the shell) visible.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // AG Grid gets a chunk of its own: it changes only on upgrades, so browsers keep it
        // cached across console releases (and it loads only with the first list).
        codeSplitting: {
          // without this, react (a dependency of ag-grid-react) would move into the grid chunk
          includeDependenciesRecursively: false,
          // ag-stack is AG Grid's own layer (it ships with every grid release), so it goes with it
          groups: [
            // (not @ag-grid-community/locale: its Chinese table comes with the Chinese dictionary)
            { name: 'ag-grid', test: /node_modules[\\/](ag-grid-|ag-stack[\\/])/ },
            // what the entry imports statically is fetched before anything draws, so it is one
            // file: split along the lazy screens that share it, it was a dozen files of 1-4 KB,
            // each costing its own request and ~0.7 KB of headers
            { name: 'boot', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      // stored files, with the file cookie the sign-in set on this origin
      '/storage': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: Number(process.env.VITE_PORT ?? 5173) },
});
