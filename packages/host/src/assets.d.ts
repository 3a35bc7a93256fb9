/** A file Vite copies to the build and names by its hashed URL (`import url from './x.json?url'`). */
declare module '*?url' {
  const url: string;
  export default url;
}
