import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The module index.html loads, which the built page leaves to the boot script. */
const START = '/src/start.ts';
/** The worker the boot script starts to load ICU's data off the main thread. */
const WARM_INTL = '/src/boot/warmIntl.ts';
/** The inline boot script's marker, by which the server's shell knows the page (src/server/shell.ts). */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-boot';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One of the page's own scripts as a single classic script, minified, `define` filled in. */
async function compileScript(file: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    define,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text.trim();
}

/** src/boot.ts as one classic script, with the addresses it imports and starts when the shop must run. */
async function compileBoot(root: string, shopCode: string[], warmIntl: string): Promise<string> {
  const boot = await compileScript(join(root, 'src/boot.ts'), { __SHOP_CODE__: JSON.stringify(shopCode), __WARM_INTL__: JSON.stringify(warmIntl) });
  // Nothing in a script element may close it or open a comment the parser would honour.
  return boot.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/**
 * Writes the boot script (src/boot.ts) into the page instead of loading it, so a first visit makes no
 * request before its first paint: no script for Lighthouse to count as render-blocking, no round trip
 * on a phone. The module index.html names (src/start.ts, which imports the app) becomes what the boot
 * script imports once the page has loaded, together with its own imports. In development the page
 * loads src/boot.ts as a module, and it imports src/start.ts.
 */
export function inlineBoot(): Plugin {
  let root = process.cwd();
  let clientBuild = false;
  let warmIntl = WARM_INTL;
  return {
    name: 'cellar:inline-boot',
    config: (_config, { command }) => (command === 'serve' ? { define: { __SHOP_CODE__: JSON.stringify([START]), __WARM_INTL__: JSON.stringify(WARM_INTL) } } : {}),
    configResolved(config) {
      root = config.root;
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    // The worker is bundled by itself, not by the app's build: as an entry of that build, the modules it
    // shares with the app would move into a chunk of their own, and the app's chunks would change.
    async buildStart() {
      if (!clientBuild) return;
      const source = await compileScript(join(root, WARM_INTL.slice(1)));
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      warmIntl = `/assets/warmIntl-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: warmIntl.slice(1), source });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, server }) {
        if (server || !bundle) return html.replace(`src="${START}"`, 'src="/src/boot.ts"');
        const entry = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>\s*/.exec(html);
        const chunk = entry ? bundle[entry[1]!] : undefined;
        if (!entry || !chunk || chunk.type !== 'chunk') throw new Error(`index.html has no module script for ${START}`);
        // Every chunk of its static graph, not only those it names: one it reaches through another would
        // otherwise be asked for only once that other has arrived.
        const graph = new Set<string>();
        const reach = (file: string) => {
          const reached = bundle[file];
          if (graph.has(file) || reached?.type !== 'chunk') return;
          graph.add(file);
          reached.imports.forEach(reach);
        };
        reach(chunk.fileName);
        const shopCode = [...graph].map((file) => `/${file}`);
        const boot = await compileBoot(root, shopCode, warmIntl);
        const imports = [...graph].filter((file) => file !== chunk.fileName);
        const preloads = new RegExp(`\\s*<link rel="modulepreload" crossorigin href="/(${imports.map(escapeRegExp).join('|')})">`, 'g');
        return html
          .replace(entry[0], '')
          .replace(preloads, '')
          .replace(/\s*<script type="module" src="[^"]*"><\/script>/, '')
          .replace('</body>', () => `<script ${BOOT_SCRIPT_ATTRIBUTE}>${boot}</script>\n  </body>`);
      },
    },
  };
}
