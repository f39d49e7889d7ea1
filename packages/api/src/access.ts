import { ROLE, type TRoleName } from '@lap/contracts';

/**
 * Access declarations (issue 11): every procedure states next to itself who may call it and what everyone
 * else gets. The generated authorization matrix (apps/server/test/authz-matrix.test.ts) calls every
 * procedure and every REST row as each subject and compares with the declaration; a procedure without one
 * fails the suite.
 */

/** The callers of the matrix. `otherApplicant` is an applicant who owns none of the fixture records. */
export const SUBJECTS = ['anonymous', 'applicant', 'otherApplicant', 'staff', 'admin', 'operatorLink'] as const;
export type TSubject = (typeof SUBJECTS)[number];

/** 'allow' = passes the access checks (the answer may still be a 400/409 for the sample input); else the refusal status. */
export type TOutcome = 'allow' | 401 | 403 | 404;

/** An id no fixture record has: samples of changing calls name it, so the rules refuse them (404) and nothing changes. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Records of the fixture applicant (the demo customer) that samples may name. */
export interface TAccessFixtures {
  applicantUserId: string;
  /** A draft (status 1) of the applicant. */
  draftAntragId: string;
  /** A drawn shape of that draft. */
  draftFeatureId: number;
  /** A file uploaded to that draft. */
  draftFileId: string;
  /** A request of the applicant with a sent offer (status 3). */
  offerAntragId: string;
  /** A request of the applicant that was ordered (status 5: invoice address). */
  auftragAntragId: string;
  /** A customer account nobody signs in with, for destructive administration calls. */
  throwawayUserId: string;
  /** The Auftrag of `auftragAntragId` (an order of the applicant), one of its positions and one supplier row. */
  auftragId: string;
  positionId: number;
  versorgerId: string;
  /** Another supplier row of that order, whose links the revoke call may invalidate (the operatorLink stays valid). */
  revocableVersorgerId: string;
  /** The unsent mail job of that supplier row (asked by e-mail) and a sent one of the same order. */
  mailJobId: string;
  sentMailJobId: string;
  /** An attachment of the unsent job (the request area as KML). */
  mailAnhangId: number;
  /** A sent invoice of the applicant's (status 6) and one of its lines. */
  rechnungId: string;
  rechnungsPositionId: number;
  /** A valid signed upload link of that supplier row (`versorgerUploadLink`): what the operatorLink subject presents. */
  operatorLink: { versorgerId: string; auftragId: string; e: string; s: string };
}

export interface TAccess {
  /** The rule in words, for the reader and the failure message. */
  rule: string;
  expect: Record<TSubject, TOutcome>;
  /** An input naming a record of the fixture applicant; without it the matrix sends an empty input. */
  sample?: (fx: TAccessFixtures) => unknown;
  /**
   * The call accepts a signed operator link: the operatorLink subject adds `e` and `s` of `fx.operatorLink` to the
   * input (and to the query string of REST rows and file routes); every other subject calls without them.
   */
  link?: boolean;
}

const ROLE_SUBJECT: Record<'applicant' | 'staff' | 'admin', TRoleName> = {
  applicant: ROLE.Antragsteller,
  staff: ROLE.SbBereich,
  admin: ROLE.Administration,
};

/** Anyone, signed in or not (sign-in, registration, public map link, configuration). */
export function anyone(rule = 'öffentlich'): TAccess {
  return {
    rule,
    expect: {
      anonymous: 'allow',
      applicant: 'allow',
      otherApplicant: 'allow',
      staff: 'allow',
      admin: 'allow',
      operatorLink: 'allow',
    },
  };
}

/** Any signed-in user, acting on their own data only (the service scopes every query to the caller). */
export function signedIn(rule = 'angemeldet, nur eigene Daten', sample?: TAccess['sample']): TAccess {
  return {
    rule,
    expect: {
      anonymous: 401,
      applicant: 'allow',
      otherApplicant: 'allow',
      staff: 'allow',
      admin: 'allow',
      operatorLink: 401,
    },
    ...(sample ? { sample } : {}),
  };
}

/** Only the given roles; everyone else signed in gets 403. */
export function roles(allowed: TRoleName[], sample?: TAccess['sample']): TAccess {
  const outcome = (subject: 'applicant' | 'staff' | 'admin'): TOutcome =>
    allowed.includes(ROLE_SUBJECT[subject]) ? 'allow' : 403;
  return {
    rule: `nur ${allowed.join(', ')}`,
    expect: {
      anonymous: 401,
      applicant: outcome('applicant'),
      otherApplicant: outcome('applicant'),
      staff: outcome('staff'),
      admin: outcome('admin'),
      operatorLink: 401,
    },
    ...(sample ? { sample } : {}),
  };
}

/**
 * A record under the applicant's Antrag (the `antragFor` rule): its owner, and staff (SbBereich or
 * Administration) when reading; another applicant gets 404 (existence stays hidden).
 * `write`: the owner only, behind antragOwnerProcedure — staff and admin get 403.
 */
export function ownAntrag(mode: 'read' | 'write', sample: NonNullable<TAccess['sample']>): TAccess {
  return {
    rule: mode === 'read' ? 'Eigentümer des Antrags oder Sachbearbeitung' : 'nur der Eigentümer des Antrags',
    expect: {
      anonymous: 401,
      applicant: 'allow',
      otherApplicant: 404,
      staff: mode === 'read' ? 'allow' : 403,
      admin: mode === 'read' ? 'allow' : 403,
      operatorLink: 401,
    },
    sample,
  };
}

/** Like `ownAntrag('read')`, but staff only (an Administration account is no case worker). */
export function ownAntragOrCaseWorker(sample: NonNullable<TAccess['sample']>, admin: TOutcome = 'allow'): TAccess {
  return {
    ...ownAntrag('read', sample),
    rule: 'Eigentümer des Antrags oder Sachbearbeitung',
    expect: { ...ownAntrag('read', sample).expect, admin },
  };
}

/** Overrides single outcomes of a declaration (with the reason in the rule text). */
export function except(base: TAccess, rule: string, outcomes: Partial<Record<TSubject, TOutcome>>): TAccess {
  return { ...base, rule: `${base.rule}; ${rule}`, expect: { ...base.expect, ...outcomes } };
}

/**
 * The operator upload pages (spec 001 §2 versorgerupload/… and upload/…): a valid signed link for exactly this
 * supplier row and order, or a case worker's session. Without either — anonymous, applicants, Administration —
 * the answer is 404 with 'Keine Gültigen Daten gefunden…' (nothing about the order is revealed, no sign-in asked).
 */
export function viaOperatorLink(sample: NonNullable<TAccess['sample']>): TAccess {
  return {
    rule: 'signierter Versorger-Link oder Sachbearbeitung',
    expect: { anonymous: 404, applicant: 404, otherApplicant: 404, staff: 'allow', admin: 404, operatorLink: 'allow' },
    sample,
    link: true,
  };
}
