import { ACCESSIBILITY_BAR_TEXTS as T, FONT_SIZE_STEP_PX, LIMITS, RELAY_CENTRE_URL } from '@sfc/core';
import { html, LitElement, unsafeCSS, type PropertyDeclarations } from 'lit';
import { define } from '../../define/define.js';
import { emit } from '../../define/events.js';
import { baseCss } from '../../tokens/tokens-css.js';
import { HIGH_CONTRAST_CLASS } from '../../tokens/tokens.js';
import { accessibilityBarCss } from './accessibility-bar.styles.js';

/** localStorage keys of the bar's two settings. */
export const ACCESSIBILITY_STORAGE_KEYS = {
  contrast: 'sfc-high-contrast',
  fontSize: 'sfc-font-size-px',
} as const;

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (privacy settings): the bar still works, it just forgets
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Same as above: settings last for this page only.
  }
}

function rootFontSizePx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * The accessibility bar: a contrast toggle, two font-size buttons and the relay-centre link.
 * Written in Lit without React, so a page that only wants the bar pays only for Lit and it.
 *
 * The font size is the document root's (`<html>`), changed in 2 px steps: reducing is refused
 * at or below 14 px and increasing at or above 20 px (portal-spec §1, §9); a refused button
 * stays focusable with `aria-disabled="true"`, looks disabled and the refusal is announced.
 * Contrast toggles the `sfc-high-contrast` class on `<html>`, which switches every `--sfc-*`
 * token (and so every `sfc-*` element) to the high-contrast palette. Both settings persist in
 * localStorage and are restored when a bar connects; several bars on one page stay in sync.
 *
 * @summary Contraste, tamaño de letra y enlace al Centro de Relevo.
 * @tag sfc-accessibility-bar
 *
 * @attr relay-url - URL of the relay-centre link (property `relayUrl`); defaults to https://centroderelevo.gov.co.
 * @attr no-persist - Boolean: do not read or write localStorage (property `noPersist`).
 * @attr orientation - `horizontal` (default) or `vertical` (property `orientation`, reflected).
 *
 * @fires sfc-contrast-change - Contrast was toggled; `detail: { highContrast: boolean }`.
 * @fires sfc-font-size-change - The root font size changed; `detail: { fontSizePx: number }`.
 *
 * @csspart base - The bar's container (a labelled group).
 * @csspart button - Each of the three buttons.
 * @csspart contrast-button - The "Contraste" toggle button.
 * @csspart decrease-button - The "Reducir letra" button.
 * @csspart increase-button - The "Aumentar letra" button.
 * @csspart label - The words of each button (beside its symbol); a page may hide them visually on narrow screens, they stay in the button's name.
 * @csspart relay-link - The "Centro de Relevo" link.
 *
 * @cssproperty --sfc-color-surface-alt - Bar background.
 * @cssproperty --sfc-color-primary-dark - Button text and border; pressed and hover background.
 * @cssproperty --sfc-color-on-primary - Text on pressed and hovered buttons.
 * @cssproperty --sfc-color-disabled - Background of a refused font-size button.
 * @cssproperty --sfc-color-on-disabled - Text of a refused font-size button.
 * @cssproperty --sfc-color-focus - Focus ring colour.
 * @cssproperty --sfc-font-family - Font stack.
 */
export class SfcAccessibilityBar extends LitElement {
  static override properties: PropertyDeclarations = {
    relayUrl: { type: String, attribute: 'relay-url' },
    noPersist: { type: Boolean, attribute: 'no-persist', reflect: true },
    orientation: { type: String, reflect: true },
    highContrast: { state: true },
    fontSizePx: { state: true },
    announcement: { state: true },
  };

  static override styles = unsafeCSS(baseCss + accessibilityBarCss);

  /** URL of the relay-centre link. */
  declare relayUrl: string;
  /** When true, settings are neither restored from nor saved to localStorage. */
  declare noPersist: boolean;
  /** `horizontal` or `vertical` layout. */
  declare orientation: 'horizontal' | 'vertical';
  /** Whether high contrast is on (read-only; use the button or `toggleContrast()`). */
  declare highContrast: boolean;
  /** The document root's font size in px (read-only; use the buttons or `changeFontSize()`). */
  declare fontSizePx: number;
  declare private announcement: string;

  constructor() {
    super();
    this.relayUrl = RELAY_CENTRE_URL;
    this.noPersist = false;
    this.orientation = 'horizontal';
    this.highContrast = false;
    this.fontSizePx = 16;
    this.announcement = '';
  }

  private readonly sync = (): void => {
    this.highContrast = document.documentElement.classList.contains(HIGH_CONTRAST_CLASS);
    this.fontSizePx = rootFontSizePx();
  };

  private readonly onStorage = (event: StorageEvent): void => {
    if (
      !this.noPersist &&
      (Object.values(ACCESSIBILITY_STORAGE_KEYS) as string[]).includes(event.key ?? '')
    ) {
      this.restore();
    }
  };

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.noPersist) this.restore();
    this.sync();
    // Another bar on the page (or the host) changed a setting: its events bubble to document.
    document.addEventListener('sfc-contrast-change', this.sync);
    document.addEventListener('sfc-font-size-change', this.sync);
    window.addEventListener('storage', this.onStorage);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('sfc-contrast-change', this.sync);
    document.removeEventListener('sfc-font-size-change', this.sync);
    window.removeEventListener('storage', this.onStorage);
  }

  private restore(): void {
    const contrast = readStorage(ACCESSIBILITY_STORAGE_KEYS.contrast);
    if (contrast !== null)
      document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, contrast === 'true');
    const size = Number(readStorage(ACCESSIBILITY_STORAGE_KEYS.fontSize));
    if (size >= LIMITS.fontSizeMinPx && size <= LIMITS.fontSizeMaxPx) {
      document.documentElement.style.fontSize = `${size}px`;
    }
    this.sync();
  }

  /** Turns high contrast on or off (the "Contraste" button). */
  toggleContrast(): void {
    const on = !this.highContrast;
    document.documentElement.classList.toggle(HIGH_CONTRAST_CLASS, on);
    this.highContrast = on;
    if (!this.noPersist) writeStorage(ACCESSIBILITY_STORAGE_KEYS.contrast, String(on));
    this.announcement = on ? T.contrastOn : T.contrastOff;
    emit(this, 'sfc-contrast-change', { highContrast: on });
  }

  /**
   * One step smaller (`direction` -1) or larger (+1). Refused, with an announcement, at or
   * below the minimum going down and at or above the maximum going up; a step never leaves
   * the bounds (from 15 px, reducing goes to 14 px). Returns whether the size changed.
   */
  changeFontSize(direction: -1 | 1): boolean {
    const current = rootFontSizePx();
    const { fontSizeMinPx: min, fontSizeMaxPx: max } = LIMITS;
    if (direction < 0 ? current <= min : current >= max) {
      this.fontSizePx = current;
      this.announcement = direction < 0 ? T.fontSizeAtMin(current) : T.fontSizeAtMax(current);
      return false;
    }
    const next = Math.min(max, Math.max(min, current + direction * FONT_SIZE_STEP_PX));
    document.documentElement.style.fontSize = `${next}px`;
    this.fontSizePx = next;
    if (!this.noPersist) writeStorage(ACCESSIBILITY_STORAGE_KEYS.fontSize, String(next));
    this.announcement = T.fontSizeNow(next);
    emit(this, 'sfc-font-size-change', { fontSizePx: next });
    return true;
  }

  override render() {
    const atMin = this.fontSizePx <= LIMITS.fontSizeMinPx;
    const atMax = this.fontSizePx >= LIMITS.fontSizeMaxPx;
    return html`<div part="base" class="bar" role="group" aria-label=${T.barLabel}>
      <button
        part="button contrast-button"
        type="button"
        aria-pressed=${this.highContrast ? 'true' : 'false'}
        @click=${this.toggleContrast}
      >
        <span class="icon" aria-hidden="true">◐</span><span part="label">${T.contrast}</span>
      </button>
      <button
        part="button decrease-button"
        type="button"
        aria-disabled=${atMin ? 'true' : 'false'}
        @click=${() => this.changeFontSize(-1)}
      >
        <span class="icon" aria-hidden="true">A−</span><span part="label">${T.decreaseFont}</span>
      </button>
      <button
        part="button increase-button"
        type="button"
        aria-disabled=${atMax ? 'true' : 'false'}
        @click=${() => this.changeFontSize(1)}
      >
        <span class="icon" aria-hidden="true">A+</span><span part="label">${T.increaseFont}</span>
      </button>
      <a part="relay-link" href=${this.relayUrl} target="_blank" rel="noopener noreferrer"
        >${T.relayCentre}<span class="sfc-visually-hidden"> ${T.opensInNewTab}</span
        ><span class="icon" aria-hidden="true">↗</span></a
      >
      <div class="sfc-visually-hidden" role="status">${this.announcement}</div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'sfc-accessibility-bar': SfcAccessibilityBar;
  }
}

define('sfc-accessibility-bar', SfcAccessibilityBar);
