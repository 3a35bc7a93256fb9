// The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest) of the
// sfc-* elements, generated from the doc comments of src/elements/<name>/<name>.element.ts with
// @custom-elements-manifest/analyzer: `npm run manifest -w @sfc/widgets` writes
// packages/widgets/custom-elements.json (the package's `customElements` field points at it), and
// src/manifest.test.ts fails when the committed file differs from what the comments say.
//
// The analyzer knows classes; React elements are made by a function (`reactElement(...)`), so a
// small plugin reads the same JSDoc tags from any statement that carries `@tag sfc-…`:
//   @summary text · @tag sfc-name · @attr name - text · @prop name - text · @fires name - text
//   @csspart name - text · @cssproperty (or @cssprop) --name - text
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';

const widgetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_FILE = path.join(widgetsDir, 'custom-elements.json');

/** The element source files, relative to packages/widgets. */
export function elementFiles() {
  const elements = path.join(widgetsDir, 'src/elements');
  return readdirSync(elements)
    .sort()
    .map((name) => `src/elements/${name}/${name}.element.ts`)
    .filter((file) => existsSync(path.join(widgetsDir, file)));
}

const tagText = (tag) =>
  typeof tag.comment === 'string' ? tag.comment : (ts.getTextOfJSDocComment(tag.comment) ?? '');

/** `{type} name - description` (the analyzer's convention; the type is optional) → its parts. */
function nameAndDescription(text) {
  const match = /^\s*(?:\{([^}]*)\}\s*)?(\S+)\s*(?:-\s*)?([\s\S]*)$/.exec(text);
  const entry = { name: match?.[2] ?? '', description: (match?.[3] ?? '').replace(/\s+/g, ' ').trim() };
  return match?.[1] ? { ...entry, type: { text: match[1].trim() } } : entry;
}

/** What the JSDoc of `node` says about an element, or null without `@tag sfc-…`. */
function elementDoc(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter((doc) => ts.isJSDoc(doc));
  const doc = docs[docs.length - 1];
  if (!doc) return null;
  const tags = doc.tags ?? [];
  const find = (name) => tags.filter((tag) => tag.tagName.text === name).map(tagText);
  const tagName = find('tag')[0]?.trim();
  if (!tagName?.startsWith('sfc-')) return null;
  const listed = (...names) => names.flatMap(find).map(nameAndDescription);
  const description = (
    typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? '')
  ).trim();
  return {
    tagName,
    description,
    summary: find('summary')[0]?.replace(/\s+/g, ' ').trim(),
    attributes: listed('attr', 'attribute'),
    properties: listed('prop', 'property'),
    events: listed('fires', 'event'),
    cssParts: listed('csspart'),
    cssProperties: listed('cssproperty', 'cssprop'),
  };
}

/** The declared name of a class or of the first variable of a statement. */
function declaredName(node) {
  if (ts.isClassDeclaration(node)) return node.name?.text;
  if (ts.isVariableStatement(node)) return node.declarationList.declarations[0]?.name.getText();
  return undefined;
}

/** Analyzer plugin: every statement documented with `@tag sfc-…` is a custom element. */
export function sfcElementsPlugin() {
  return {
    name: 'sfc-elements',
    analyzePhase({ node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) && !ts.isVariableStatement(node)) return;
      const doc = elementDoc(node);
      const name = declaredName(node);
      if (!doc || !name) return;
      let declaration = moduleDoc.declarations.find((d) => d.name === name);
      if (!declaration) {
        declaration = { kind: 'class', name };
        moduleDoc.declarations.push(declaration);
      }
      const optional = (key, value) =>
        value && (!Array.isArray(value) || value.length > 0) ? { [key]: value } : {};
      const members = (declaration.members ?? []).filter(
        (m) => !m.static && (!m.privacy || m.privacy === 'public'),
      );
      for (const prop of doc.properties)
        if (!members.some((m) => m.name === prop.name)) members.push({ kind: 'field', ...prop });
      Object.assign(declaration, {
        kind: 'class',
        customElement: true,
        tagName: doc.tagName,
        description: doc.description,
        ...optional('summary', doc.summary),
        ...optional('attributes', doc.attributes),
        ...optional('members', members),
        ...optional('events', doc.events),
        ...optional('cssParts', doc.cssParts),
        ...optional('cssProperties', doc.cssProperties),
      });
      moduleDoc.exports = (moduleDoc.exports ?? []).filter(
        (e) => !(e.kind === 'custom-element-definition' && e.name === doc.tagName),
      );
      moduleDoc.exports.push({
        kind: 'custom-element-definition',
        name: doc.tagName,
        declaration: { name, module: moduleDoc.path },
      });
    },
  };
}

/** The manifest of every element, as the analyzer builds it from the sources. */
export function generateManifest() {
  const modules = elementFiles().map((file) =>
    ts.createSourceFile(
      file,
      readFileSync(path.join(widgetsDir, file), 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
    ),
  );
  return create({ modules, plugins: [sfcElementsPlugin()] });
}

/** The manifest as written to custom-elements.json. */
export function manifestText() {
  return `${JSON.stringify(generateManifest(), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(MANIFEST_FILE, manifestText());
  const elements = generateManifest().modules.flatMap((m) => m.declarations.filter((d) => d.customElement));
  console.log(
    `${path.relative(process.cwd(), MANIFEST_FILE)}: ${elements.map((d) => `<${d.tagName}>`).join(', ')}`,
  );
}
