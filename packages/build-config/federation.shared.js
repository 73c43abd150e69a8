/**
 * The federation contract between the shell and its remotes: the libraries they run as one shared instance.
 * All three rspack configs build their `shared` option from here, so host and remotes cannot drift apart.
 */

/**
 * The react-router API the frontends may use. A shared module is otherwise bundled whole (react-router: ~60 KB gzip,
 * mostly server-side APIs), so the shared copy is tree-shaken to this list. Whichever frontend provides the copy
 * serves all of them, so a name missing here is `undefined` everywhere: add a name here before using it.
 */
export const routerExports = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  // The admin's unsaved-changes guard holds navigations through the router's navigator (no useBlocker without a
  // data router).
  'UNSAFE_NavigationContext',
  'generatePath',
  'matchPath',
  'useHref',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useResolvedPath',
  'useSearchParams',
];

/**
 * i18next is shared as code only: each frontend creates its own instance. react-i18next is not shared: the shell and
 * the back-office bundle the few KB they use and wrap their own subtree in their own <I18nextProvider>; the public
 * site reads its instance through its own `useTranslation` (frontend-public/src/i18n/use-translation.ts).
 *
 * @param {Record<string, string>} dependencies the workspace's package.json dependencies (for requiredVersion)
 * @param {{ host?: boolean }} [options] the host's react-router copy keeps all of `routerExports`; a remote's copy keeps
 *   what the remote uses, which is what RouterExportsCheckPlugin compares with the list
 */
export function sharedDependencies(dependencies, { host = false } = {}) {
  /** @param {string} name */
  const singleton = (name, options = {}) => ({ singleton: true, requiredVersion: dependencies[name], ...options });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-router': singleton('react-router', {
      treeShaking: { mode: 'runtime-infer', ...(host ? { usedExports: routerExports } : {}) },
    }),
    i18next: singleton('i18next'),
  };
}

/**
 * Fails a remote's build when its code uses a react-router export that is not in `routerExports`, which would
 * otherwise only show up at run time as `undefined` from the shell's shared copy.
 */
export class RouterExportsCheckPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const name = 'RouterExportsCheckPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name, stage }, () => {
        // Absent in the federation plugin's own child build of the shared fallback, which has nothing to check.
        const stats = compilation.getAsset('mf-stats.json');
        if (!stats) return;
        /** @type {{ shared: { name: string, usedExports?: string[] }[] }} */
        const { shared } = JSON.parse(stats.source.source().toString());
        const used = shared.find((item) => item.name === 'react-router')?.usedExports ?? [];
        const missing = used.filter((exportName) => !routerExports.includes(exportName));
        if (missing.length > 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `react-router exports used but not shared by the shell: ${missing.join(', ')}. ` +
                'Add them to routerExports in packages/build-config/federation.shared.js.',
            ),
          );
        }
      });
    });
  }
}
