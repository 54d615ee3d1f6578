/**
 * The contact limits of the end-to-end suite's backend, set through private.contact_settings
 * (`--limits`, scripts/local-backend/limits.mjs) as the agency would set production's. The suite
 * sends many messages from one browser (one client address), so the per-client and global caps
 * are raised; the per-sender cap stays low enough for a test to meet it.
 */
export const E2E_PER_SENDER_MAX = 3;

export const E2E_CONTACT_LIMITS = `per_client_max=100000,global_max=100000,per_sender_max=${E2E_PER_SENDER_MAX}`;
