export * from './paths.js';
export * from './routes.js';
export * from './match-route.js';
export * from './module-matching.js';
export * from './breadcrumb.js';
export * from './guard.js';
export * from './dashboard-modules.js';
export * from './return-path.js';
