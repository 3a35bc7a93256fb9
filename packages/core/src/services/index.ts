export * from './clock.js';
export * from './idle-timer.js';
export * from './idle-activity.js';
export * from './version-poller.js';
export * from './version-file.js';
