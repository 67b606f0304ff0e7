import { donations } from '../db/schema';
import { personRows } from './people';

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;

const donationRows = personRows(donations);
export const insertDonation = donationRows.insert;
export const findDonationByOrderId = donationRows.findByOrderId;
