// Completing a reset by SMS code (decision 0025): the page sends `<resetId>.<code>` as the token,
// so a guessed code can only ever hit the one reset this browser asked for.
import { z } from "#zod";
import { PASSWORDS_DONT_MATCH, resetCompleteSchema } from "#shared/schemas/members";

export const SMS_CODE_LENGTH = 6;
/** The code as the text message gives it; the server's own check says 'Invalid or expired reset token'. */
export const SMS_CODE_FORMAT = "Enter the 6-digit code from the text message";

export const smsResetToken = (resetId: string, code: string) => `${resetId}.${code.replace(/\s+/g, "")}`;

const { newPassword, confirmPassword } = resetCompleteSchema.shape;

/** The SMS form: the code (spaces allowed, "123 456"), the new password and its confirmation. */
export const smsResetSchema = z
  .object({
    code: z
      .string({ error: SMS_CODE_FORMAT })
      .transform((code) => code.replace(/\s+/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, SMS_CODE_FORMAT)),
    newPassword,
    confirmPassword,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ["confirmPassword"] });

/** What the completion call gets from the SMS form. */
export function smsResetBody(resetId: string, values: z.output<typeof smsResetSchema>): z.output<typeof resetCompleteSchema> {
  return { token: smsResetToken(resetId, values.code), newPassword: values.newPassword, confirmPassword: values.confirmPassword };
}
