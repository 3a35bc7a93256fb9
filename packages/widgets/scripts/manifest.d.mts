// Types of scripts/manifest.mjs for the tests that import it.
import type { Package } from 'custom-elements-manifest/schema';

export const MANIFEST_FILE: string;
export function elementFiles(): string[];
export function generateManifest(): Package;
export function manifestText(): string;
