import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNUAL_REPORT_STEPS, DASHBOARD_ROUTE_MODULES } from '@sfc/core';
import { expectAccessible, expectNoSeriousViolations } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { signInWithMailCode } from './support/portal.js';

/**
 * Every staff screen as the role that works on it, at 1366 × 768 and 390 × 844: no page-level
 * sideways scroll, every table's columns reachable (the table fits, or it scrolls inside its own
 * labelled, focusable box), axe serious/critical zero. The screens come from the route table
 * (`DASHBOARD_ROUTE_MODULES`, which the host's route-table test keeps equal to its routes), so a
 * new screen is covered without touching this file; a route with ids opens with the ids of a
 * link the same role was shown on another screen (a real demo record), else with ids of the
 * same name another screen linked to, else in its not-found state (listed in the output).
 */

const WIDE = { width: 1366, height: 768 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** The demo logins (README), most specific role first: each screen goes to the first that holds its module. */
const ROLES = [
  { name: 'EV', email: 'ev@demo.sfc.local', password: 'Entidad#2026' },
  { name: 'DCF', email: 'dcf@demo.sfc.local', password: 'Defensor#2026' },
  { name: 'jurisdiccional', email: 'jurisdiccional@demo.sfc.local', password: 'Jurisdiccional#2026' },
  { name: 'analista', email: 'analista@demo.sfc.local', password: 'Analista#2026' },
  { name: 'admin', ...DEMO.staff },
] as const;

const normalize = (label: string) =>
  label.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** `/dashboard/<pattern>` as a regular expression: each `:param` is one path segment. */
function patternOf(route: string): RegExp {
  const escaped = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^/dashboard/${escaped}$`);
}

/** Same-origin links under /dashboard on the page now (path and query). */
async function dashboardLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('#main-content a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/dashboard/'))
      .map((url) => `${url.pathname}${url.search}`),
  );
}

interface Problems {
  sideways: number;
  tables: string[];
  /** Tables whose own region scrolls down, checked for a header that stays in view. */
  sticky: string[];
}

/**
 * What a user would meet on the page now: how far it scrolls sideways, tables they cannot read
 * whole, and on a wide window (`wide`) tables whose «Acciones» column is out of reach without
 * scrolling sideways or whose header row scrolls away with the rows of its own region.
 */
function layoutProblems(page: Page, wide: boolean): Promise<Problems> {
  return page.evaluate((wide) => {
    const sticky: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const tables: string[] = [];
    for (const table of document.querySelectorAll<HTMLTableElement>('#main-content table')) {
      const name = table.caption?.textContent?.trim() || table.id || 'tabla sin título';
      let box: HTMLElement | null = table.parentElement;
      while (box && box !== document.body) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') break;
        box = box.parentElement;
      }
      const scrolls = box !== null && box !== document.body;
      const frame = scrolls ? box!.getBoundingClientRect() : { left: 0, right: window.innerWidth };
      const inside = (r: DOMRect) => r.left >= frame.left - 1 && r.right <= frame.right + 1;
      const rect = table.getBoundingClientRect();
      if (wide) {
        const actions = [...table.querySelectorAll<HTMLElement>('thead th')].find(
          (th) => th.textContent?.trim() === 'Acciones',
        );
        if (actions && !inside(actions.getBoundingClientRect()))
          tables.push(`${name}: its «Acciones» column is out of reach without scrolling sideways`);
        const head = table.tHead?.rows[0]?.cells[0];
        if (scrolls && head && box!.scrollHeight > box!.clientHeight + 1) {
          const top = box!.scrollTop;
          box!.scrollTop = box!.scrollHeight;
          const moved = Math.abs(head.getBoundingClientRect().top - box!.getBoundingClientRect().top);
          box!.scrollTop = top;
          sticky.push(name);
          if (moved > 2) tables.push(`${name}: its header row scrolls out of its region`);
        }
      }
      const fits = inside(rect);
      if (fits) continue;
      if (!scrolls) {
        tables.push(`${name}: wider than the window and not in a scroll box`);
        continue;
      }
      // The columns past the edge are reached by scrolling the box: with the keyboard too, so
      // the box is focusable and named, and it says it scrolls.
      const named =
        box!.getAttribute('role') === 'region' &&
        (box!.hasAttribute('aria-label') || box!.hasAttribute('aria-labelledby'));
      if (box!.tabIndex < 0 || !named)
        tables.push(`${name}: its scroll box is not a named, focusable region`);
      else if (!box!.hasAttribute('aria-describedby'))
        tables.push(`${name}: its scroll box does not say it scrolls`);
    }
    return { sideways: root.scrollWidth - root.clientWidth, tables, sticky };
  }, wide);
}

/** Waits until the screen stops loading: its heading shows and no «Cargando…» is left. */
async function settled(page: Page): Promise<void> {
  await page.locator('#main-content h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(
      () =>
        page
          .locator('#main-content')
          .getByText(/Cargando/)
          .count(),
      { timeout: 10_000 },
    )
    .toBe(0);
}

const ROUTES = ['home', ...Object.keys(DASHBOARD_ROUTE_MODULES)];

/** Tables whose region scrolled down at 1366 × 768, so their sticky header row was checked. */
const stickyChecked = new Set<string>();

/**
 * Values of each route parameter, by name, read from the links the screens showed (real demo
 * records); the annual report's step is one of its steps. Filled as the roles browse.
 */
const known = new Map<string, string>([['showStepDetail', String(ANNUAL_REPORT_STEPS[0]!.n)]]);

/** Records the parameters of `href` under their names when it is a link to one of the routes. */
function learn(href: string): void {
  const path = href.split('?')[0]!;
  for (const route of ROUTES) {
    if (!route.includes(':') || !patternOf(route).test(path)) continue;
    const values = path.slice('/dashboard/'.length).split('/');
    route.split('/').forEach((part, i) => {
      if (part.startsWith(':') && !known.has(part.slice(1))) known.set(part.slice(1), values[i]!);
    });
  }
}

/**
 * `route` with every parameter filled from {@link known}; a parameter no screen linked to gets 0,
 * an id no record has, so the route is still checked, in its not-found state.
 */
function filled(route: string): { path: string; guessed: boolean } {
  let guessed = false;
  const parts = route.split('/').map((part) => {
    if (!part.startsWith(':')) return part;
    const value = known.get(part.slice(1));
    if (value === undefined) guessed = true;
    return value ?? '0';
  });
  return { path: `/dashboard/${parts.join('/')}`, guessed };
}

/**
 * The workspace's tools as an administrator uses them on the users list at 1366 × 768: the
 * compact filter bar, the selection toolbar, and the module menu folded away (by keyboard) so the
 * screen takes its width, still folded after a reload. Problems go to `failures`.
 */
async function workspaceTools(page: Page, failures: string[]): Promise<void> {
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(`workspace tools: ${what}`);
  };
  await page.setViewportSize(WIDE);
  await page.goto('/dashboard/users');
  await settled(page);
  const main = page.locator('#main-content');

  // Filters: one folded line until «Filtros» opens the form; applied, it folds to their summary.
  const filters = main.getByRole('button', { name: /^Filtros/ });
  check((await filters.getAttribute('aria-expanded')) === 'false', 'the filter bar does not start folded');
  check(!(await main.getByRole('search').isVisible()), 'the filter form shows while folded');
  await filters.click();
  await main.getByRole('search').getByLabel('Estado').selectOption({ label: 'Activo' });
  await main.getByRole('button', { name: 'Filtrar' }).click();
  await main.getByText('1 filtro activo:').waitFor();
  check((await main.getByText('Estado: Activo').count()) === 1, 'the summary does not name «Estado: Activo»');
  check(
    (await filters.getAttribute('aria-expanded')) === 'false',
    'the filter bar stays open after «Filtrar»',
  );
  const tableTop = (await main.getByRole('table').boundingBox())?.y ?? Infinity;
  check(tableTop < WIDE.height, `the table starts below the first screen (${tableTop} px)`);

  // Selection: the toolbar appears with the count, and «Quitar selección» takes it away.
  const boxes = main.getByRole('checkbox', { name: /^Seleccionar (?!todas)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const toolbar = main.getByRole('region', { name: 'Acciones sobre las filas seleccionadas' });
  check((await toolbar.getByText('2 usuarios seleccionados').count()) === 1, 'no «2 usuarios seleccionados»');
  check(
    await toolbar.getByRole('button', { name: 'Inactivar' }).isVisible(),
    'no «Inactivar» in the toolbar',
  );
  await expectNoSeriousViolations(page, 'users list with two rows selected');
  await toolbar.getByRole('button', { name: 'Quitar selección' }).click();
  check((await toolbar.count()) === 0, 'the toolbar stays after «Quitar selección»');

  // The module menu folds away by keyboard, the screen takes the width, and a reload keeps it.
  const screenWidth = async () => (await page.locator('.workspace__screen').boundingBox())?.width ?? 0;
  const before = await screenWidth();
  const menu = page.getByRole('button', { name: 'Menú de módulos' });
  await menu.focus();
  await page.keyboard.press('Enter');
  check((await menu.getAttribute('aria-expanded')) === 'false', 'Enter does not fold the module menu');
  const after = await screenWidth();
  check(after - before > 150, `the screen did not take the menu's width (${before} → ${after} px)`);
  await page.reload();
  await settled(page);
  check((await menu.getAttribute('aria-expanded')) === 'false', 'the folded menu is not remembered');
  await menu.click();
  check((await menu.getAttribute('aria-expanded')) === 'true', 'the module menu does not open again');
}

describe('every staff screen at 1366 × 768 and 390 × 844, as its role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const taken = new Set<string>();
  for (const role of ROLES) {
    it(`${role.name}: no sideways page, tables readable, axe clean`, async () => {
      let context: BrowserContext | undefined;
      try {
        const opened = await newPortalPage(browser);
        context = opened.context;
        const { page } = opened;
        await signInWithMailCode(page, role.email, role.password);
        const nav = page.getByRole('navigation', { name: 'Módulos' });
        // The home link first, then the role's modules once the session's modules are in.
        await nav.getByRole('link').nth(1).waitFor({ state: 'attached' });
        const modules = new Set((await nav.getByRole('link').allInnerTexts()).map(normalize));
        const mine = ROUTES.filter((route) => {
          if (route === 'home') return true;
          if (taken.has(route)) return false;
          return modules.has(normalize(DASHBOARD_ROUTE_MODULES[route]!));
        });
        for (const route of mine) if (route !== 'home') taken.add(route);

        const seen: string[] = [];
        const failures: string[] = [];
        const withoutDemoLink: string[] = [];
        // Screens without ids first: their links give the ids of the others.
        const ordered = [...mine].sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));
        for (const route of ordered) {
          const pattern = patternOf(route);
          const link = seen.find((href) => pattern.test(href.split('?')[0]!));
          // A link this role was shown; else the same kind of ids another screen linked to.
          const fill = filled(route);
          const target = link ?? fill.path;
          if (!link && fill.guessed) withoutDemoLink.push(route);
          await page.setViewportSize(WIDE);
          await page.goto(target);
          try {
            await settled(page);
          } catch {
            failures.push(`${target}: no <h1>, or still «Cargando…» after 10 s`);
            continue;
          }
          const links = await dashboardLinks(page);
          seen.push(...links);
          links.forEach(learn);
          for (const viewport of [WIDE, PHONE]) {
            await page.setViewportSize(viewport);
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
            const where = `${target} at ${viewport.width} px`;
            // A chart or a region's hint may follow the new width a moment later.
            let found = await layoutProblems(page, viewport === WIDE);
            for (let i = 0; i < 10 && (found.sideways > 0 || found.tables.length > 0); i += 1) {
              await page.waitForTimeout(200);
              found = await layoutProblems(page, viewport === WIDE);
            }
            for (const table of found.sticky) stickyChecked.add(`${target}: ${table}`);
            if (found.sideways > 0) failures.push(`${where}: the page scrolls ${found.sideways} px sideways`);
            for (const table of found.tables) failures.push(`${where}: ${table}`);
            try {
              // Both themes at full width; the phone's layout in the normal theme (keeps the run short).
              if (viewport === WIDE) await expectAccessible(page, where);
              else await expectNoSeriousViolations(page, where);
            } catch (error) {
              failures.push((error as Error).message);
            }
          }
        }
        if (role.name === 'admin') await workspaceTools(page, failures);
        expect(failures).toEqual([]);
        if (withoutDemoLink.length > 0)
          console.info(
            `${role.name}: checked in their not-found state (no demo link): ${withoutDemoLink.join(', ')}`,
          );
      } finally {
        await context?.close();
      }
    }, 600_000);
  }

  it('visited every staff route of the route table as one of the roles', () => {
    expect(ROUTES.filter((route) => route !== 'home' && !taken.has(route))).toEqual([]);
    // Some lists are longer than their region at 1366 × 768: their header rows were checked.
    expect(stickyChecked.size).toBeGreaterThan(0);
    console.info(`sticky header rows checked: ${[...stickyChecked].join('; ')}`);
  });
});
