// The accounts domain's public face: the guards every route uses, the service and its mails.

export { type AccountPage, createAccountPage, DELETED_NAME, deletedEmail } from './account';
export { accountPageRoutes } from './account-routes';
export {
  registerPermissionGuard,
  requireCustomer,
  requirePermission,
  requireUser,
  staffOf,
} from './guards';
export { accountExistsMail, passwordResetMail, verificationMail } from './mails';
export { createOrderAccounts, type OrderJoining } from './order-account';
export { orderAccountRoutes } from './order-account-routes';
export { type AccountsRepository, createAccountsRepository, type UserRow } from './repository';
export { accountsRoutes, registerSessionResolution, SESSION_COOKIE } from './routes';
export {
  type AccountsService,
  type ClientInfo,
  createAccountsService,
  type EndedSessions,
  type LiveSession,
  loginLimits,
  toPublicUser,
} from './service';
export { createStaffDirectory, type StaffDirectory } from './staff';
export { activeStaffEmails } from './staff-recipients';
export { staffRoutes } from './staff-routes';
export { streamOwnerOf } from './stream-owner';
