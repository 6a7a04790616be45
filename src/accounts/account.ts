import type { PlanTerms } from './plans.js';

/** An account: one per e-mail address, holding its plan (the plan columns, as plans.ts describes them); keys come and go. */
export type Account = { id: string; email: string } & PlanTerms;

export type KeyStatus = 'active' | 'revoked';
