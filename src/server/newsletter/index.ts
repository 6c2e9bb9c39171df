// The newsletter sign-up: its service and its one public route.
export { newsletterRoutes } from './routes';
export { createNewsletterService, type NewsletterService } from './service';
