/** The modules the server seeds (reference-lists.json → `modules`), read from disk in Node tests. */
export function readSeededModules(): Array<{ id: number; name: string }>;
