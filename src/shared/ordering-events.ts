/**
 * The menu stream's event that online ordering stopped or started (the pause, hours, closures).
 * Apart from the pause's schemas so the storefront's first load, which listens for it, carries no
 * validation library.
 */
export const ORDERING_CHANGED = 'ordering.changed';
