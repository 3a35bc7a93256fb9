/** A file Vite copies to the build and names by its hashed URL (`import url from './x.json?url'`). */
declare module '*?url' {
  const url: string;
  // Vite's `?url` import is a default export by definition.
  // eslint-disable-next-line no-restricted-exports
  export default url;
}
