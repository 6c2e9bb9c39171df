import type { Db } from '@server/db/client';
import type { EventStreams } from '@server/http/event-stream';
import type { Domain, DomainContext } from '@server/platform/domain';
import type { EventBus } from '@server/platform/events';
import { menuLiveRoutes } from './live-routes';
import { type GroupsInput, seedOptionGroups } from './options-repository';
import { createCatalogRepository, type NewDishRow } from './repository';
import { catalogRoutes } from './routes';
import { type CatalogService, createCatalogService } from './service';

export { DISH_IMAGE_HEIGHT, DISH_IMAGE_WIDTH, dishImage } from './images';
export type { GroupsInput } from './options-repository';
export type { NewDishRow } from './repository';
export type { CatalogService } from './service';
export type { StockLine } from './sold-out';

/**
 * Writes the given dishes on a database's first start only (the demo seed), with the option
 * groups of the dishes of these slugs and the categories they need beyond the existing ones;
 * true when it did.
 */
export const seedCatalogOnce = (
  db: Db,
  rows: NewDishRow[],
  options: ReadonlyMap<string, GroupsInput> = new Map(),
  newCategories: readonly string[] = [],
): Promise<boolean> =>
  createCatalogRepository(db).seedOnce(rows, (tx) => seedOptionGroups(tx, options), newCategories);

/** The menu: dishes from the configured source, the public menu routes and the dish artwork. */
export function createCatalogDomain(
  ctx: DomainContext & { events?: EventBus; menuStreams?: EventStreams },
): Domain<CatalogService> {
  const { events, menuStreams } = ctx;
  const service = createCatalogService({ db: ctx.db, config: ctx.config, log: ctx.log, events });
  const routes = catalogRoutes(service);
  return {
    service,
    routes: async (app) => {
      await routes(app);
      if (events && menuStreams) await menuLiveRoutes(menuStreams, events)(app);
    },
  };
}
