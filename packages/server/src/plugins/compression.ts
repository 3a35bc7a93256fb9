import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses large API answers (complaint lists, catalogs, the OpenAPI document) with brotli or
 * gzip, whichever the client's `Accept-Encoding` prefers, and marks them `Vary: Accept-Encoding`.
 * Only JSON and text: attachments and spreadsheet exports are binary and mostly compressed already.
 * Brotli at quality 4 (the plugin's default for on-the-fly answers): close to gzip's speed, smaller.
 *
 * Must be installed before the routes (the plugin attaches itself to each route as it is added).
 * The portal's own files opt out (`config.compress: false`): the build precompresses them.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?:plain|csv))(?:;|$)/,
  });
}
