/**
 * The parts of `@sfc/core` the server uses, imported by subpath. The package's root index also
 * loads the browser-side API client, session store, navigation and options (~0.5 s of start-up
 * under tsx); server code imports from here instead.
 */
export * from '@sfc/core/messages/index';
export * from '@sfc/core/signing/index';
export * from '@sfc/core/validation/index';
export * from '@sfc/core/export/index';
export * from '@sfc/core/ledger/hashing';
export type { ReceiptAnswer } from '@sfc/core/ledger/verify';
