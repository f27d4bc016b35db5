import { z } from 'zod';
import { nameText } from '../text.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const LOGIN_CODE_LENGTH = 6;

const ZEmail = z
  .string({ error: 'Please enter your email.' })
  .trim()
  .toLowerCase()
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

const ZPassword = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const ZSignupBody = z.strictObject({
  name: nameText('Name', { error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'Name must be at most 100 characters.'),
  email: ZEmail,
  password: ZPassword,
});
export type SignupBody = z.infer<typeof ZSignupBody>;

export const ZLoginBody = z.strictObject({
  email: ZEmail,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

export const ZEmailOnlyBody = z.strictObject({ email: ZEmail });
export type EmailOnlyBody = z.infer<typeof ZEmailOnlyBody>;

export const ZLoginCodeVerifyBody = z.strictObject({
  email: ZEmail,
  code: z
    .string({ error: 'Please enter the code from your email.' })
    .trim()
    .regex(new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`), `The code has ${LOGIN_CODE_LENGTH} digits.`),
});
export type LoginCodeVerifyBody = z.infer<typeof ZLoginCodeVerifyBody>;

export const ZPasswordResetBody = z.strictObject({
  token: z.string({ error: 'This reset link is not valid.' }).min(20).max(200),
  password: ZPassword,
});
export type PasswordResetBody = z.infer<typeof ZPasswordResetBody>;

export const ZAccount = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Account = z.infer<typeof ZAccount>;

export const ZOkResponse = z.object({ ok: z.literal(true) });
