import type { ReceiptDetails } from '../../../shared/validation/receiptDetails';

// Demo legal details for the receipts of a demo site: shaped like the real ones, so the receipt shows where
// each goes, and plainly not real (DEMO in every number). The office replaces them in Settings before going live.
export const SEED_RECEIPT_DETAILS: ReceiptDetails = {
  pan: 'DEMOT0000X',
  urn_80g: 'DEMOT0000XF20210',
  // A renewed approval, as the Income-tax Department grants them: five years from 1 April.
  approved_80g_on: '2026-03-20',
  valid_80g_from: '2026-04-01',
  valid_80g_until: '2031-03-31',
  registration_12ab: 'DEMOT0000XE20210',
  registered_address: 'Demo address: enter the registered office in the console, Settings',
  signatory_name: 'Demo Signatory',
  signatory_designation: 'Honorary Secretary (demo)',
};
