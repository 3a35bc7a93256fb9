// Vite follows the caller's NODE_ENV: with NODE_ENV=development in the shell, `vite build`
// compiles JSX to jsxDEV and bundles React's development build, while the widgets' library build
// forces React's production build, so the elements fail with "jsxDEV is not a function".
// Both Vite configs spread these options so that a build is always a production build.

/**
 * Options that pin a `vite build` to production whatever NODE_ENV says; nothing for the dev
 * server, which keeps development JSX and React's warnings.
 * @param {string} command Vite's `command` (`'build'` or `'serve'`).
 */
export function productionBuildOptions(command) {
  if (command !== 'build') return {};
  return {
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
  };
}
