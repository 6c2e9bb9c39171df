import type { Domain, DomainContext } from '@server/platform/domain';
import { createSettingsRepository } from './repository';
import { settingsRoutes } from './routes';
import { createSettingsService, type SettingsService } from './service';

export type { SettingsService } from './service';

/**
 * The restaurant's settings: details, opening hours, closures, lead time, slots and the
 * pause, one row edited on /admin/settings. Other domains ask its service whether orders are
 * taken now (`assertTakingOrders`) and what is open (`openState`, `current`).
 */
export function createSettingsDomain(ctx: DomainContext): Domain<SettingsService> {
  const service = createSettingsService({
    repo: createSettingsRepository(ctx.db),
    config: ctx.config,
  });
  return { service, routes: settingsRoutes(service) };
}
