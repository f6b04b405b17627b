/** What GET /api/member/getMember.php answers (as `error`) when no approved member has the id. */
export const MEMBER_CARD_NOT_FOUND = 'Member not found';
