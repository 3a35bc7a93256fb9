import { describe, expect, it } from 'vitest';
import { moduleScreenPath } from './module-screens.js';

describe('moduleScreenPath', () => {
  it.each([
    [{ id: 28, name: 'Alertas' }, '/dashboard/alerts/notifications'],
    [{ id: 16, name: 'Reportes' }, '/dashboard/management/report'],
    [{ id: 16, name: ' reportes ' }, '/dashboard/management/report'],
    [{ id: 1, name: 'Usuarios' }, '/dashboard/users'],
    [{ id: 5, name: 'Entidades' }, '/dashboard/companies'],
    [{ id: 29, name: 'Configuración de alertas' }, '/dashboard/alerts/settings'],
    [{ id: 30, name: 'Alertas EV' }, '/dashboard/alerts/Notifications_ev'],
    [{ id: 99, name: 'Módulo sin pantalla' }, null],
  ])('%o → %s', (module, path) => {
    expect(moduleScreenPath(module)).toBe(path);
  });
});
