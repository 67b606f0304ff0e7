import type { Db } from '../db/client';

/** A repository function runs on the database or inside a transaction alike. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
