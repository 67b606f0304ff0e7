import { memberships } from '../db/schema';
import { personRows } from './people';

export type MembershipRow = typeof memberships.$inferSelect;
export type NewMembership = typeof memberships.$inferInsert;

const membershipRows = personRows(memberships);
export const insertMembership = membershipRows.insert;
export const findMembershipByOrderId = membershipRows.findByOrderId;
