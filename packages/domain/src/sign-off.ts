import type { OrderStatus } from './order-status';

// The customer's sign-off of a completed job (issue 31 item 6, decision 078): their drawn
// signature and typed name on the technician's phone, or, when they were not there, the
// technician's reason and the customer's own confirmation later on their tracking page.

/** Why the customer could not sign on the technician's phone. */
export const SIGN_OFF_ABSENCE_REASONS = [
  'customer_not_home',
  'customer_left_early',
  'customer_unable_to_sign',
  'other',
] as const;
export type SignOffAbsenceReason = (typeof SIGN_OFF_ABSENCE_REASONS)[number];

/** How a completion was signed off: signed on the phone, or absent (the customer confirms later). */
export const SIGN_OFF_KINDS = ['signed', 'absent'] as const;
export type SignOffKind = (typeof SIGN_OFF_KINDS)[number];

/** The largest signature image stored (PNG bytes). */
export const SIGNATURE_MAX_BYTES = 512 * 1024;
/** The most pixels a signature image may have (read from its header before decoding it). */
export const SIGNATURE_MAX_PIXELS = 4_000_000;
export const SIGNER_NAME_MAX = 100;
export const SIGN_OFF_NOTE_MAX = 500;

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Whether the bytes are a PNG file by its first eight bytes (never by a name or a header). */
export const isPng = (bytes: Uint8Array): boolean =>
  bytes.length > PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);

/** The technician's note is required when the reason is "other". */
export const absenceNoteRequired = (reason: SignOffAbsenceReason): boolean => reason === 'other';

/**
 * Whether the customer may still confirm the completion on their page: the job is completed,
 * signed off as absent, and not yet confirmed.
 */
export const awaitsCustomerConfirmation = (
  status: OrderStatus,
  signOff: { kind: SignOffKind; confirmedAt: Date | string | null } | null,
): boolean => status === 'completed' && signOff?.kind === 'absent' && !signOff.confirmedAt;
