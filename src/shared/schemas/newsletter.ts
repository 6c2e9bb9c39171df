import { z } from 'zod';
import { emailSchema } from './auth';

export const newsletterSignupSchema = z.strictObject({ email: emailSchema });
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;
