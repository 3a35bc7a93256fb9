import type { Db } from '../driver.js';
import { loadCatalogs, loadOfferedItems } from '../catalogs/load-catalogs.js';

/**
 * Products and reasons follow the entity's sector: a bank offers bank products and the banking
 * reasons (2xx) plus the cross-sector ones (9xx), an insurer insurance products (SOAT...) and the
 * cross-sector reasons. Adds the insurance, pension and securities products, the table that says
 * which items each company group offers, and the product name of complaints filed without one.
 */
export async function up(tx: Db): Promise<void> {
  await tx.query(`CREATE TABLE option_item_sectors (
    list text NOT NULL,
    code text NOT NULL,
    company_group text NOT NULL,
    PRIMARY KEY (list, company_group, code),
    FOREIGN KEY (list, code) REFERENCES option_items (list, code) ON DELETE CASCADE
  )`);
  await loadCatalogs(tx);
  await loadOfferedItems(tx);
  await tx.query(
    `UPDATE complaints c SET producto_nombre = o.name
       FROM option_items o
      WHERE o.list = 'product' AND o.code = c.producto_cod::text
        AND coalesce(c.producto_nombre, '') = ''`,
  );
}
