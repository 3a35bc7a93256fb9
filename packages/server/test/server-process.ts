import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * Real server processes for the tests that need them (several nodes on one database, kill -9):
 * `src/server.ts` run by node with tsx's loader (one process, so a SIGKILL kills the server), listening on a free port, and an `inject` that speaks HTTP to it so
 * the harness's signed requests and the route test kits work against a process as they do
 * against an in-process app.
 */

const SERVER_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A running `src/server.ts`. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Everything it printed (for failure messages). */
  output: () => string;
  /** SIGKILL, and wait for the exit. */
  kill: () => Promise<void>;
  /** SIGTERM (a clean close), and wait for the exit. */
  stop: () => Promise<void>;
}

/** Starts `src/server.ts` with `env` on a free port; resolves once it listens. */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const check = () => {
      if (output.includes('Servidor API escuchando')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { port, child, output: () => output, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

/** The part of Fastify's `inject` options the harness uses. */
interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress?: string;
}

/**
 * `inject` over HTTP to the process on `port`: same options, a response with `statusCode`,
 * `headers`, `body` and `json()`. `remoteAddress` travels as X-Forwarded-For (start the server
 * with TRUST_PROXY=1, as behind the deployment's proxy).
 */
export function httpInject(port: number) {
  return (options: InjectOptions): Promise<LightMyRequestResponse> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
      if (options.payload !== undefined)
        headers['content-length'] = String(Buffer.byteLength(options.payload));
      const req = httpRequest(
        { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.url, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            resolve({
              statusCode: res.statusCode ?? 0,
              headers: res.headers,
              body,
              payload: body,
              rawPayload: Buffer.concat(chunks),
              json: () => JSON.parse(body),
            } as unknown as LightMyRequestResponse);
          });
        },
      );
      req.on('error', reject);
      if (options.payload !== undefined) req.write(options.payload);
      req.end();
    });
}

/** A stand-in for the FastifyInstance the test kits use: `inject` plus the given services. */
export function remoteApp(port: number, services: Record<string, unknown>): FastifyInstance {
  return { inject: httpInject(port), ...services } as unknown as FastifyInstance;
}
