import { orderSignaturePath, type SignOff } from '@changdee/contract/sign-off';
import type { CartOrder } from '@changdee/contract/orders';
import { isLowRating } from '@changdee/domain/ratings';
import type { RatingRow, SignOffRow } from './sign-offs-repository';

// The sign-off and the rating as the order's pages show them (decision 078): the clerk's, the
// operator's and, with the link's own image path, the customer's.

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** The sign-off; `imageUrl` is where the reader fetches the signature (their own path). */
export const signOffAnswer = (row: SignOffRow, imageUrl: string): SignOff => ({
  kind: row.kind,
  signer_name: row.signerName,
  signed_at: iso(row.signedAt),
  signature_url: row.signature ? imageUrl : null,
  absence_reason: row.absenceReason,
  absence_note: row.absenceNote,
  confirmed_at: iso(row.confirmedAt),
});

/** A low rating's follow-up: open until an operator handles it; null above two stars. */
export const followUpAnswer = (row: RatingRow) =>
  isLowRating(row.stars)
    ? {
        open: row.followUpHandledAt === null,
        handled_at: iso(row.followUpHandledAt),
        handled_by: row.followUpHandledBy,
        note: row.followUpNote,
      }
    : null;

export const ratingAnswer = (row: RatingRow) => ({
  stars: row.stars,
  comment: row.comment,
  at: row.createdAt.toISOString(),
});

/** The order answer's sign-off and rating (none for a masked reader: a signature is personal). */
export const signOffAndRating = (
  orderNo: string,
  parts: { signOff: SignOffRow | null; rating: RatingRow | null },
  masked: boolean,
): Pick<CartOrder, 'sign_off' | 'rating'> => ({
  sign_off:
    parts.signOff && !masked ? signOffAnswer(parts.signOff, orderSignaturePath(orderNo)) : null,
  rating: parts.rating
    ? { ...ratingAnswer(parts.rating), follow_up: followUpAnswer(parts.rating) }
    : null,
});
