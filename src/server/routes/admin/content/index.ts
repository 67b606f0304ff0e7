import type { FastifyInstance } from 'fastify';
import { registerAwardRoutes } from './awards';
import { registerBoardMemberRoutes } from './boardMembers';
import { registerCategoryRoutes } from './categories';
import { contentContext } from './context';
import { registerEventRoutes } from './events';
import { registerMatrimonyCardRoutes } from './matrimonyCards';
import { registerNewsRoutes } from './news';
import { registerPresidentRoutes } from './president';
import { registerSettingsRoutes } from './settings';

// Content the public site shows: events, news, categories, board members, the president, awards, matrimony
// cards and site settings, one file per type. Saved rows are read by the public endpoints at the next request
// (every office write empties the read and page caches: routes/admin/index.ts). The translations each type
// takes are read in validation.ts.

export default async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const context = contentContext(app);
  registerEventRoutes(context);
  registerNewsRoutes(context);
  registerCategoryRoutes(context);
  registerBoardMemberRoutes(context);
  registerPresidentRoutes(context);
  registerAwardRoutes(context);
  registerMatrimonyCardRoutes(context);
  registerSettingsRoutes(context);
}
