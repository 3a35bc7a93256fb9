// The mocha globals @web/test-runner provides to *.browser.test.ts files (no @types/mocha here).
type MochaDone = (error?: unknown) => void;
type MochaFn = (this: unknown, done: MochaDone) => void | Promise<unknown>;
type MochaAsyncFn = (this: unknown) => void | Promise<unknown>;

declare function describe(title: string, fn: () => void): void;
declare function it(title: string, fn: MochaAsyncFn | MochaFn): void;
declare function before(fn: MochaAsyncFn): void;
declare function after(fn: MochaAsyncFn): void;
declare function beforeEach(fn: MochaAsyncFn): void;
declare function afterEach(fn: MochaAsyncFn): void;
