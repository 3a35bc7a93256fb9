export * from './define.js';
export * from './events.js';
export * from './attributes.js';
export * from './styles.js';
export * from './react-element.js';
export * from './version.js';
