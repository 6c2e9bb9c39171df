import type { Domain, DomainContext } from '@server/platform/domain';
import type { EventBus } from '@server/platform/events';
import { createSettingsRepository } from './repository';
import { settingsRoutes } from './routes';
import { createSettingsService, type SettingsService } from './service';

export type { SettingsService } from './service';

/**
 * The restaurant's settings: details, opening hours, closures, lead time, slots and the
 * pause, one row edited on /admin/settings (the pause also from every staff screen, on its own).
 * Each write is announced as `ordering.changed`, so open storefronts ask again. Other domains ask its service whether orders are
 * taken now (`assertTakingOrders`) and what is open (`openState`, `current`).
 */
export function createSettingsDomain(
  ctx: DomainContext & { events?: EventBus },
): Domain<SettingsService> {
  const service = createSettingsService({
    repo: createSettingsRepository(ctx.db),
    config: ctx.config,
    events: ctx.events,
    log: ctx.log,
  });
  return { service, routes: settingsRoutes(service) };
}
