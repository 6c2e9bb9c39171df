import type { CatalogService } from '@server/catalog';
import type { Config } from '@server/config';
import { AppError } from '@server/errors';
import type { OrdersService } from '@server/orders';
import type { ReservationsService } from '@server/reservations';
import type { AdminDishList, AdminOrdersQuery, Dashboard, UploadedImage } from '@shared/admin';
import { adminTexts } from '@shared/admin';
import type { DishInput, DishPatch, MenuItem } from '@shared/catalog';
import type { CategoryInput, CategoryMove, CategoryPatch } from '@shared/categories';
import type { DishOptionsInput } from '@shared/dish-options-schema';
import type { OrderPage } from '@shared/orders';
import type { PublicUser } from '@shared/schemas/auth';
import type { SoldOutInput, SoldOutResponse } from '@shared/sold-out-schema';
import { type ImageStore, sniffImage, UPLOADS_PATH } from './images';

export interface AdminServiceDeps {
  orders: OrdersService;
  reservations: Pick<ReservationsService, 'countByStatus'>;
  catalog: CatalogService;
  images: ImageStore;
  config: Config;
}

/**
 * The back office: the dashboard, the order lists and actions, and menu management. Every rule
 * stays in the owning domain's service; this one composes them for the admin screens.
 */
export function createAdminService({
  orders,
  reservations,
  catalog,
  images,
  config,
}: AdminServiceDeps) {
  /** With the public recipe database as the menu, the restaurant's own dishes are not shown: no edits. */
  const requireLocalMenu = () => {
    if (catalog.sourceKind !== 'local')
      throw new AppError('conflict', adminTexts.externalSourceReadOnly);
  };

  return {
    async dashboard(): Promise<Dashboard> {
      const [fromOrders, bookings] = await Promise.all([
        orders.dashboard(),
        reservations.countByStatus(),
      ]);
      return {
        totals: { ...fromOrders.totals, reservations: bookings.pending + bookings.confirmed },
        sales: fromOrders.sales,
        recentCanceled: fromOrders.recentCanceled,
        pendingRefunds: fromOrders.pendingRefunds,
        timeZone: config.timeZone,
      };
    },

    listOrders: (query: AdminOrdersQuery): Promise<OrderPage> => orders.listForAdmin(query),
    listDelivered: (cursor: string | undefined) => orders.listDelivered(cursor),
    listCanceled: (cursor: string | undefined) => orders.listCanceled(cursor),
    markDelivered: (admin: PublicUser, orderId: string) => orders.markDelivered(admin, orderId),
    retryRefund: (orderId: string) => orders.retryRefund(orderId),
    subscribe: orders.subscribe,

    // Menu management ------------------------------------------------------------------------

    async listDishes(): Promise<AdminDishList> {
      return { items: await catalog.listAllDishes(), source: catalog.sourceKind };
    },

    addDish(input: DishInput): Promise<MenuItem> {
      requireLocalMenu();
      return catalog.addDish(input);
    },

    updateDish(id: string, patch: DishPatch): Promise<MenuItem> {
      requireLocalMenu();
      return catalog.updateDish(id, patch);
    },

    /** Replaces a dish's option groups (sizes, extras...). */
    async setDishOptions(id: string, input: DishOptionsInput) {
      requireLocalMenu();
      return { groups: await catalog.setDishOptions(id, input) };
    },

    /** Sold out for today / until turned back / back on sale, and the stock count. */
    markDishSoldOut(id: string, input: SoldOutInput): Promise<SoldOutResponse> {
      requireLocalMenu();
      return catalog.markDishSoldOut(id, input);
    },

    markChoiceSoldOut(id: string, choiceId: string, input: SoldOutInput): Promise<SoldOutResponse> {
      requireLocalMenu();
      return catalog.markChoiceSoldOut(id, choiceId, input);
    },

    deleteDish(id: string): Promise<void> {
      requireLocalMenu();
      return catalog.deleteDish(id);
    },

    /** The menu's categories; changes need the restaurant's own dishes (the local catalog). */
    categories: {
      list: () => catalog.categoryManager.list(),
      add(input: CategoryInput) {
        requireLocalMenu();
        return catalog.categoryManager.add(input);
      },
      update(id: string, patch: CategoryPatch) {
        requireLocalMenu();
        return catalog.categoryManager.update(id, patch);
      },
      move(id: string, move: CategoryMove) {
        requireLocalMenu();
        return catalog.categoryManager.move(id, move);
      },
      remove(id: string) {
        requireLocalMenu();
        return catalog.categoryManager.remove(id);
      },
    },

    /** Checks a picture by its bytes and stores it; the dish then points at the returned URL. */
    async uploadImage(bytes: Buffer): Promise<UploadedImage> {
      const image = sniffImage(bytes);
      if (!image) throw new AppError('unsupported_media_type', adminTexts.uploadWrongType);
      const name = await images.save(bytes, image.kind);
      return {
        image: { url: `${UPLOADS_PATH}/${name}`, width: image.width, height: image.height },
      };
    },

    readImage: (name: string) => images.read(name),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
