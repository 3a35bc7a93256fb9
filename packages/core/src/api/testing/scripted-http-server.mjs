// A real HTTP server for the API client's tests: it records every request and answers what
// the test scripts. Plain JS because core type-checks without Node's types (no globals leak
// into the isomorphic sources); its types are in scripted-http-server.d.mts.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

/** Starts a server on 127.0.0.1 and a free port; `respond` scripts the answers. */
export async function startScriptedServer(respond) {
  const requests = [];
  let handler = respond;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const headers = {};
      for (const [name, value] of Object.entries(req.headers)) {
        headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
      }
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      try {
        const answer = await handler(recorded);
        const text =
          answer.body === undefined
            ? ''
            : typeof answer.body === 'string'
              ? answer.body
              : JSON.stringify(answer.body);
        res.writeHead(answer.status, {
          ...(answer.body !== undefined && typeof answer.body !== 'string'
            ? { 'content-type': 'application/json; charset=utf-8' }
            : {}),
          ...answer.headers,
        });
        res.end(text);
      } catch (error) {
        res.writeHead(599, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    respondWith(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Builds a real `FormData`: `[name, text]` fields and `[name, { content, type, fileName }]` files, in order. */
export function formDataOf(parts) {
  // Node's own fetch classes, the same ones the client's fetch will serialise.
  const { FormData, Blob } = globalThis;
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.content], { type: value.type }), value.fileName);
  }
  return form;
}
