import type { RouteObject } from 'react-router';
import { LEDGER_TEXTS as T } from '@sfc/core';
import { screen } from './screen.js';

/** The complaint ledger's public screens: verifying a receipt and the signed tree heads. */
export const LEDGER_SCREEN_ROUTES: RouteObject[] = [
  screen(
    'verificar',
    { title: T.verifyTitle, breadcrumb: [T.verifyTitle] },
    () => import('../../routes/verify-receipt.js'),
    (m) => m.VerifyReceiptRoute,
  ),
  screen(
    'transparencia/registro',
    { title: T.registerTitle, breadcrumb: [T.registerTitle] },
    () => import('../../routes/ledger-register.js'),
    (m) => m.LedgerRegisterRoute,
  ),
];
