// Shoelace's tab group, loaded through import() with the first report (see report-viewer.tsx):
// a page that never shows a report never downloads it, nor the Lit it runs on.
import '@shoelace-style/shoelace/dist/components/tab-group/tab-group.js';
import '@shoelace-style/shoelace/dist/components/tab/tab.js';
import '@shoelace-style/shoelace/dist/components/tab-panel/tab-panel.js';
