import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/a11y.js';
import { launchBrowser, newPortalPage } from './support/browser.js';
import { DEMO } from './support/env.js';
import { latestMailCode } from './support/outbox.js';
import { chooseOption, expectPath, signInWithMailCode, typeCode } from './support/portal.js';
import { screenshotBothWidths } from './support/screenshots.js';

// One run's names: the e2e portal starts on an empty database, but reruns against a kept one
// must not collide.
const run = Date.now().toString(36).slice(-3).toUpperCase();
const roleName = `Gestión de entidades ${run}`;
const newStaff = {
  first: 'Rocío',
  last: 'Peña',
  email: `rocio.pena.${run.toLowerCase()}@sfc.gov.co`,
  password: 'Cañón-del-Chicamocha#2026',
};
const codePrefix = `Q${run}`;

/** A 60-row entity sheet: 57 new entities of type 1, and 3 rows the server must refuse. */
function entitySheet(): Buffer {
  const rows: Array<Record<string, string>> = [];
  for (let i = 1; i <= 57; i++) {
    const n = String(i).padStart(2, '0');
    rows.push({
      tipo_entidad: '1',
      codigo: `${codePrefix}${n}`,
      nombre: `Cooperativa Ñandú ${n} de Antioquia`,
      nit: `9001${String(i).padStart(5, '0')}-${i % 10}`,
      activo: 'sí',
    });
  }
  rows.splice(10, 0, {
    tipo_entidad: '999',
    codigo: `${codePrefix}X1`,
    nombre: 'Tipo inexistente',
    nit: '',
    activo: '',
  });
  rows.splice(30, 0, { tipo_entidad: '1', codigo: `${codePrefix}X2`, nombre: '', nit: '', activo: '' });
  rows.splice(50, 0, {
    tipo_entidad: '1',
    codigo: `${codePrefix}X3`,
    nombre: 'NIT malo',
    nit: 'ABC-12',
    activo: '',
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Entidades');
  return XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

/** The link texts of the workspace's side navigation. */
async function moduleLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Módulos' });
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

describe('a new administrator manages roles, staff and entities', () => {
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let staff: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPortalPage(browser);
    staff = await newPortalPage(browser);
  });
  afterAll(async () => {
    await admin?.context.close();
    await staff?.context.close();
    await browser?.close();
  });

  it('creates a role with chosen modules', async () => {
    const { page } = admin;
    await signInWithMailCode(page, DEMO.staff.email, DEMO.staff.password);
    await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Roles' }).click();
    await expectPath(page, '/dashboard/roles');
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'roles');
    await screenshotBothWidths(page, 'staff-roles');

    await page.getByRole('link', { name: 'Crear rol' }).click();
    await expectPath(page, '/dashboard/roles/add');
    await page.getByRole('checkbox', { name: 'Entidades', exact: true }).waitFor();
    await expectAccessible(page, 'roles add');
    // Sent empty: the form says what is missing, in Spanish, before anything leaves the browser.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Este campo es obligatorio').first().waitFor();
    await page.getByLabel('Nombre del rol').fill(roleName);
    await page
      .getByLabel('Descripción')
      .fill('Administra las entidades vigiladas\ny las direcciones de la Superintendencia.');
    await page.getByRole('checkbox', { name: 'Entidades', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Direcciones', exact: true }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectPath(page, '/dashboard/roles');
    await page.getByText(`Se creó «${roleName}».`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(roleName) });
    await expect.poll(() => row.textContent()).toContain('Entidades, Direcciones');
  });

  it('creates a staff user with that role and direction, who sets a password from the invitation', async () => {
    const { page } = admin;
    await page.goto('/dashboard/users/add');
    await page.getByRole('checkbox', { name: roleName }).waitFor();
    await expectAccessible(page, 'users add');
    await screenshotBothWidths(page, 'staff-users-add');
    await page.getByLabel('Primer nombre').fill(newStaff.first);
    await page.getByLabel('Primer apellido').fill(newStaff.last);
    await chooseOption(page, 'Tipo de identificación', 'Cédula de ciudadanía');
    await page.getByLabel('Número de identificación').fill('1020304050');
    await page.getByLabel('Correo electrónico').fill(newStaff.email);
    await chooseOption(page, 'Cargo', 'Profesional');
    await chooseOption(page, 'Dirección', 'Dirección de Supervisión de Conductas');
    await page.getByRole('checkbox', { name: roleName }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectPath(page, '/dashboard/users');
    await page.getByText(`se envió a ${newStaff.email} la invitación`).waitFor();
    await page.getByRole('row', { name: /Rocío Peña/ }).waitFor();
    await expectAccessible(page, 'users list');
    await screenshotBothWidths(page, 'staff-users');

    // The invitation: a recovery code for the set-password screen.
    const code = await latestMailCode(newStaff.email);
    const restore = staff.page;
    await restore.goto(`/recovery/restore?email=${encodeURIComponent(newStaff.email)}`);
    // The invitation's link brings the address along: nothing to retype.
    expect(await restore.getByLabel('Correo electrónico').inputValue()).toBe(newStaff.email);
    await typeCode(restore, code);
    await restore.getByLabel(/^Contraseña nueva\W*$/).fill(newStaff.password);
    await restore.getByLabel('Confirmar contraseña').fill(newStaff.password);
    await restore.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await restore.getByText('Tu contraseña fue actualizada correctamente.').waitFor();
  });

  it('signs the new user in, who sees exactly the modules granted and "no tiene permiso" elsewhere', async () => {
    const { page } = staff;
    await signInWithMailCode(page, newStaff.email, newStaff.password);
    expect(await moduleLinks(page)).toEqual(['Inicio del panel', 'Entidades', 'Direcciones']);
    await page.goto('/dashboard/users');
    await page.getByRole('heading', { level: 1, name: 'No tiene permiso para ver esta página' }).waitFor();
    await page.getByText('Tu rol no incluye el módulo «Usuarios»').waitFor();
    await expectAccessible(page, 'forbidden');
    await screenshotBothWidths(page, 'staff-forbidden');
    // A dashboard path that is no screen sends staff home.
    await page.goto('/dashboard/no-such-screen');
    await expectPath(page, '/dashboard/home');
    await page.goto('/dashboard/directions');
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'directions');
  });

  it('inactivates the user, whose next sign-in is refused', async () => {
    const { page } = admin;
    await page.goto(`/dashboard/users?search=${encodeURIComponent(newStaff.email)}`);
    await page.getByRole('link', { name: 'Editar Rocío Peña' }).click();
    await expectPath(page, '/dashboard/users/edit');
    await page.getByRole('button', { name: 'Inactivar Rocío Peña' }).click();
    await page.getByText('Rocío Peña quedó inactivo.').waitFor();
    await expectAccessible(page, 'users edit');

    const other = staff.page;
    // The way out is in the workspace's session bar.
    await other.getByRole('region', { name: 'Sesión' }).getByRole('link', { name: 'Cerrar sesión' }).click();
    await other.getByText('Sesión cerrada correctamente.').waitFor();
    await other.goto('/login');
    await other.getByLabel('Correo electrónico').fill(newStaff.email);
    await other.getByLabel(/^Contraseña\W*$/).fill(newStaff.password);
    await other.getByRole('button', { name: 'Continuar' }).click();
    await other.getByText('El correo o la contraseña no son correctos.').waitFor();
    await expectPath(other, '/login');
  });

  it('uploads a 60-row entity sheet: 57 applied, 3 refused with their reasons', async () => {
    const { page } = admin;
    await page.goto('/dashboard/companies/add');
    await page.getByRole('heading', { name: 'Carga masiva de entidades' }).waitFor();
    await expectAccessible(page, 'companies add');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'entidades.xlsx', mimeType: XLSX_MIME, buffer: entitySheet() });
    await page.getByRole('button', { name: 'Cargar archivo' }).click();
    await page.getByText('60 filas: 57 creadas, 0 actualizadas, 3 rechazadas.').waitFor();
    const report = page.getByRole('table', { name: 'entidades.xlsx' });
    await expect.poll(() => report.getByRole('row', { name: /Rechazada/ }).count()).toBe(3);
    expect(await report.getByRole('row', { name: /Creada/ }).count()).toBe(57);
    await report.getByText('El tipo de entidad 999 no existe.').waitFor();
    await report.getByText('La columna «nombre» es obligatoria.').waitFor();
    await report.getByText('El NIT no tiene el formato requerido, por favor verifique.').waitFor();
    await expectAccessible(page, 'companies add, upload report');
    await screenshotBothWidths(page, 'staff-companies-upload');
  });

  it('downloads the upload template, whose columns and example row upload as they are', async () => {
    const { page } = admin;
    await page.getByText(/^Columnas de la primera fila: tipo_entidad \(código o nombre del tipo\)/).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar plantilla (xlsx)' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('plantilla-entidades.xlsx');
    const bytes = await readFile(await saved.path());
    const [header, example] = XLSX.utils.sheet_to_json<string[]>(
      XLSX.read(bytes, { type: 'buffer' }).Sheets.Entidades!,
      { header: 1 },
    );
    expect(header).toEqual(['tipo_entidad', 'codigo', 'nombre', 'nit', 'grupo', 'activo']);
    expect(example).toContain('Sector asegurador');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: saved.suggestedFilename(), mimeType: XLSX_MIME, buffer: bytes });
    await page.getByRole('button', { name: 'Cargar archivo' }).click();
    await page.getByText('1 filas: 1 creadas, 0 actualizadas, 0 rechazadas.').waitFor();
    await page
      .getByRole('table', { name: 'plantilla-entidades.xlsx' })
      .getByRole('row', { name: /Creada/ })
      .waitFor();
  });

  it('filters, sorts, pages and exports the entity list, and the xlsx reads back', async () => {
    const { page } = admin;
    await page.goto('/dashboard/companies');
    await page.getByRole('table').waitFor();
    // The filters fold into a compact bar: «Filtros» opens the form.
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByLabel('Buscar').fill(codePrefix);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const caption = (pageNumber: number) => `Entidades vigiladas: 57 resultados, página ${pageNumber} de 6`;
    await page.getByText(caption(1)).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(codePrefix);

    // Keyboard only: Enter on a sort button sorts, and focus stays on it (the URL changed, the
    // screen did not), so a second Enter reverses the order.
    const nitSort = page.getByRole('button', { name: /^NIT/ });
    await nitSort.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('columnheader', { name: /^NIT/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^NIT/);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('columnheader', { name: /^NIT/ }).getAttribute('aria-sort'))
      .toBe('descending');
    const firstName = () => page.getByRole('table').getByRole('rowheader').first().textContent();
    await expect.poll(firstName).toBe('Cooperativa Ñandú 57 de Antioquia');

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText(caption(2)).waitFor();
    await expect.poll(firstName).toBe('Cooperativa Ñandú 47 de Antioquia');
    expect(new URL(page.url()).search).toBe(`?search=${codePrefix}&ordering=-nit&page=2`);
    await page.goBack();
    await page.getByText(caption(1)).waitFor();
    await expectAccessible(page, 'companies list');
    await screenshotBothWidths(page, 'staff-companies');

    // Keyboard only: Tab to the export button and press Enter.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).focus();
    await page.keyboard.press('Enter');
    const file = await (await download).path();
    const book = XLSX.read(await readFile(file), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<Record<string, string>>(
      book.Sheets[book.SheetNames[0] as string]!,
    );
    expect(sheet).toHaveLength(57);
    expect(Object.keys(sheet[0] ?? {})).toEqual([
      'Código',
      'Tipo de entidad',
      'Nombre',
      'NIT',
      'Grupo',
      'Estado',
      'Cuenta de API',
    ]);
    expect(sheet[0]?.Nombre).toBe('Cooperativa Ñandú 57 de Antioquia');
    expect(sheet.map((row) => row.Estado)).toEqual(Array(57).fill('Activo'));
  });

  it('creates an entity’s API account, whose credentials show once', async () => {
    const { page } = admin;
    await page.goto(`/dashboard/companies?search=${codePrefix}01`);
    await page.getByRole('link', { name: 'Editar Cooperativa Ñandú 01 de Antioquia' }).click();
    await expectPath(page, '/dashboard/companies/edit');
    await page.getByRole('button', { name: 'Crear cuenta de API' }).click();
    await page.getByText('Guarda estas credenciales ahora: no se volverán a mostrar.').waitFor();
    expect(await page.locator('.secret-once code').last().textContent()).toMatch(/^[0-9A-F]{64}$/);
    await expectAccessible(page, 'companies edit, credentials shown');
    await screenshotBothWidths(page, 'staff-companies-edit');
    await page.getByRole('button', { name: 'Ya las guardé: ocultar' }).click();
    await page.getByText(`Usuario api-1-${codePrefix.toLowerCase()}01; 1 clave de firma vigente.`).waitFor();
    expect(await page.locator('.secret-once').count()).toBe(0);
  });

  it('creates and edits a direction, and opens a role’s members and its edit screen', async () => {
    const { page } = admin;
    await page.goto('/dashboard/directions/add');
    await expectAccessible(page, 'directions add');
    const direction = `Dirección de Pruebas Ñ ${run}`;
    await page.getByLabel('Nombre').fill(direction);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(`Se creó «${direction}».`).waitFor();
    await page.getByRole('link', { name: `Editar ${direction}` }).click();
    await expectPath(page, '/dashboard/directions/edit');
    await page.getByRole('button', { name: `Inactivar ${direction}` }).waitFor();
    await expectAccessible(page, 'directions edit');

    await page.goto('/dashboard/roles?search=Administrador');
    await page
      .getByRole('link', { name: /usuarios del rol Administrador$/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Usuarios activos del rol Administrador' }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'role users');
    await page.goto(`/dashboard/roles?search=${encodeURIComponent(roleName)}`);
    await page.getByRole('link', { name: `Editar ${roleName}` }).click();
    await expect
      .poll(() => page.getByRole('checkbox', { name: 'Entidades', exact: true }).isChecked())
      .toBe(true);
    await expectAccessible(page, 'roles edit');
  });

  it('answers a technical-support request, and reads consumers and the user history', async () => {
    const { page } = admin;
    await page.goto('/dashboard/users/technical-support');
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'technical support');
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('heading', { level: 2, name: 'Responder' }).waitFor();
    await chooseOption(page, 'Nuevo estado', 'En proceso');
    await page
      .getByLabel('Respuesta')
      .fill(
        'Hola, gracias por escribirnos.\n\nRevisamos tu caso: el año de la queja quedó corregido.\nSaludos.',
      );
    await page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await page.getByText('Respuesta enviada por correo al solicitante.').waitFor();
    await page.getByText('Revisamos tu caso: el año de la queja quedó corregido.').waitFor();
    await expectAccessible(page, 'technical support detail');
    await screenshotBothWidths(page, 'staff-support-detail');

    await page.goto('/dashboard/users/financial_consumers');
    await page.getByRole('table').waitFor();
    await page.getByRole('table').getByRole('link', { name: /^Ver / }).first().click();
    await page.getByRole('heading', { level: 2, name: /^Perfil de / }).waitFor();
    await expectAccessible(page, 'financial consumers');
    await screenshotBothWidths(page, 'staff-consumers');

    await page.goto('/dashboard/users/historical');
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'user history');
    await page
      .getByRole('link', { name: /^Ver el cambio del / })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Detalle del cambio' }).waitFor();
    await page.getByRole('table', { name: 'Cambios' }).waitFor();
    await expectAccessible(page, 'user history entry');
    await page.getByRole('link', { name: 'Volver al histórico' }).click();
    await page.getByRole('heading', { level: 1, name: /^Histórico de / }).waitFor();
    await page.getByRole('table').waitFor();
    await expectAccessible(page, 'account history');
  });
});

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
