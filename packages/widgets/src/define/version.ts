/**
 * Version of this widgets build, passed to `define` so that two bundles registering the same
 * tag can tell whether they agree. Kept equal to `packages/widgets/package.json` by a test.
 */
export const WIDGETS_VERSION = '0.1.0';
