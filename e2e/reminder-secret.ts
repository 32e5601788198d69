/** The e2e site's key for reminder unsubscribe links, so a journey can hold a link a reminder mail would carry. */
export const E2E_REMINDER_UNSUBSCRIBE_SECRET = 'e2e-only-reminder-unsubscribe-secret-0123456789';
